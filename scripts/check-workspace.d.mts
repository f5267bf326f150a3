// Lets tests/workspace/check-workspace.test.ts call the checker with types.
export interface WorkspaceCheck {
  packages: number;
  problems: string[];
}

export function checkWorkspace(root: string): WorkspaceCheck;

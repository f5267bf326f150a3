import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { registerSignpostTools, type SignpostToolDeps } from './signpost-tools.js';

/** What an agent is told about the server when it connects, to pick the right tool first time. */
const INSTRUCTIONS =
  'Signpost reads a public website and writes its llms.txt, the file that tells AI assistants what a site is and which pages matter. ' +
  'analyze_site finds and scores the pages; generate_llms_txt writes the file from an analysis (or from a url, analysing it when needed); ' +
  'validate_llms_txt checks an existing file; check_agent_readiness checks everything else an agent needs from the site.';

/** Signpost's MCP server with its tools, ready to connect to a transport. */
export function createSignpostMcpServer(deps: SignpostToolDeps, { version }: { version: string }): McpServer {
  const server = new McpServer(
    { name: 'signpost', title: 'Signpost', version },
    { instructions: INSTRUCTIONS },
  );
  registerSignpostTools(server, deps);
  return server;
}

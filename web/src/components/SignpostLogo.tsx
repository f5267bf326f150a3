export function SignpostLogo() {
  return (
    <svg
      className="logo__mark"
      viewBox="0 0 32 32"
      width="28"
      height="28"
      aria-hidden="true"
      focusable="false"
    >
      <rect width="32" height="32" rx="7" fill="currentColor" />
      <path d="M15 5h2v22h-2z" fill="#fff" />
      <path d="M8 8h13l3 3-3 3H8z" fill="#fff" />
      <path d="M24 16H11l-3 3 3 3h13z" fill="#99f6e4" />
    </svg>
  );
}

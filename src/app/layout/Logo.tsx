/** The mark: a flag on a green, drawn inline so it needs no request. */
export function Logo() {
  return (
    <svg className="logo" viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
      <circle cx="16" cy="16" r="15" fill="var(--green-700)" />
      <ellipse cx="16" cy="24" rx="10" ry="3.2" fill="var(--green-300)" />
      <path d="M13 24V7" stroke="#fff" strokeWidth="1.8" strokeLinecap="round" />
      <path d="M13.6 7.4l8.4 3.3-8.4 3.3z" fill="#f2c14e" />
      <circle cx="19.5" cy="23.2" r="1.4" fill="#fff" />
    </svg>
  );
}

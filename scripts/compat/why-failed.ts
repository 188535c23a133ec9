/** The line of a failed command's output that says why: its first error (npm's, not its `code`, `syscall` or `errno` line or its log pointer), else its last line. */
export function whyFailed(output: string): string {
  const lines = output.trim().split('\n');
  return lines.find((line) => /\berror\b/i.test(line) && !/^npm error (?:code |syscall |errno |A complete log)/.test(line))?.trim() ?? lines.at(-1)!;
}

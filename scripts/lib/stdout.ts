/**
 * A command-line script's output to a reader that stops early (`| head -1`): once the reader
 * closes the pipe the rest has nowhere to go, so the script ends with success instead of an
 * unhandled EPIPE.
 */
export function endQuietlyWhenReaderCloses(): void {
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE') throw error;
    process.exit(0);
  });
}

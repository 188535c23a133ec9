/**
 * The main column of short screens without a sidebar (the 404 page, the docs tag pages): reading
 * width, centred. Its class is still named after its first user, the 404 page.
 */
export function NarrowMain({ children }: { children: React.ReactNode }) {
  return (
    <main id="main" className="page-main not-found" tabIndex={-1}>
      {children}
    </main>
  );
}

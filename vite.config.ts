import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

// The small modules every page runs (the document shell, the chrome's shared pieces, the
// rules they use, react-dom's small non-client half, the service worker's registration) go
// into one chunk: one request and one gzip stream instead of a dozen half-kilobyte files (each
// small gzip stream carries its own tables: merged, a phone post page's scripts are 1.4 kB
// smaller). Route modules and everything loaded on demand keep their own chunks, and
// so do the pieces only some pages show (the search box, the site links and the sign-in links of
// the headers, footers and menus, which a phone's post page does not show).
const SHELL = new RegExp(
  [
    String.raw`/app/components/ui/(loading-bar|ui-provider|lazy-part|avatar|icons)\.tsx$`,
    String.raw`/app/components/chrome/write-action\.ts$`,
    String.raw`/app/lib/(device|viewer|page-transition|meta)\.ts$`,
    String.raw`/app/features/auth/office-client-early\.ts$`,
    String.raw`/app/features/auth/use-member-action\.tsx$`,
    String.raw`/app/features/profile/leave-flag\.ts$`,
    String.raw`/core/(device|format|topics)\.ts$`,
    String.raw`vite/preload-helper`,
    String.raw`rolldown[:/]runtime`,
    String.raw`/node_modules/react-dom/(index\.js|cjs/react-dom\.production\.js)$`,
    String.raw`/app/components/ui/near-part\.tsx$`,
    String.raw`/app/components/chrome/floating-buttons-part\.ts$`,
    String.raw`/app/features/search/tag-path\.ts$`,
    String.raw`/app/features/offline/register\.ts$`,
  ].join("|"),
);

export default defineConfig({
  plugins: [reactRouter()],
  build: {
    target: "es2022",
    assetsInlineLimit: 2048,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: "shell", test: SHELL },
            // A post in a series loads its box with the box's rules and words in one file (the
            // series pages, which share the two small modules, load the box's code with them).
            { name: "series-box", test: /\/(app\/features\/series\/(series-box\.tsx|box-text\.ts)|core\/series-box\.ts)$/ },
          ],
        },
      },
    },
  },
  server: { port: 5173 },
});

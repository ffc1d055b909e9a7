// Node-only parts of the Zombicide simulator: worker threads and the HTML report (reads the Vega builds).
export { htmlReport } from "./html-report.ts";
export { simulateZombicide, type ZombicideSimOptions } from "./simulate.ts";

// The offline demo model (built as dist/demo.js for `npm start`). Filled in by the hosts work.
export {};

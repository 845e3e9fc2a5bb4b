#!/usr/bin/env node
'use strict';
// `mc ready local`, the health check compose runs: whether the S3 API answers at all (unsigned, so refused).
fetch('http://127.0.0.1:9000/')
  .then(() => process.exit(0))
  .catch(() => process.exit(1));

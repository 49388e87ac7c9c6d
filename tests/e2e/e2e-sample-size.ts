/**
 * Records per dataset in the browser tests' server (SAMPLE_DATA): more than `npm start`'s small
 * size, so that a search finds more rows than a level-0 member may export (20) and paging has
 * pages. About 3 seconds more at the server's start.
 */
export const e2eSampleSize = 200;

import { writeFileSync } from 'node:fs';
import { trafficFile } from './traffic-recorder.js';

/** Starts each e2e run with an empty traffic file, so the replay checks this run's answers only. */
export default function setup() {
  writeFileSync(trafficFile, '');
}

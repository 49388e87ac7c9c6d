// Moved to engine/config/money.ts (config may import no other layer); kept while other modules move over.
export * from '../config/money.js';

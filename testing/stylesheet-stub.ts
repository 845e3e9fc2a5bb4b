/** A stylesheet a component imports, as jest sees it: jest runs components without the bundler that reads CSS. */
export {};

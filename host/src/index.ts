// Async boundary: Module Federation negotiates shared singletons before any app code runs.
void import('./bootstrap');

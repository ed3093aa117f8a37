#include <cstdio>
int main() { std::puts("fusescope-cli: not yet"); return 2; }

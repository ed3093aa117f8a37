// Removed once the first widget lands.
namespace fusescope { int widgetsPlaceholder() { return 0; } }

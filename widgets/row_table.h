// The docks' tables of rows (Decisions, Sequence, Hotspots) look and select alike: no row numbers, rows as
// high as one line of text and a margin, a click selects the whole row and only one, cells are read-only.
#pragma once

#include <QAbstractItemView>
#include <QHeaderView>

namespace fusescope::gui {

inline void setUpRowTable(QAbstractItemView* table, QHeaderView* rowHeader) {
  rowHeader->hide();
  rowHeader->setDefaultSectionSize(table->fontMetrics().height() + 6);
  table->setSelectionBehavior(QAbstractItemView::SelectRows);
  table->setSelectionMode(QAbstractItemView::SingleSelection);
  table->setEditTriggers(QAbstractItemView::NoEditTriggers);
}

}  // namespace fusescope::gui

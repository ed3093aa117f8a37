#include "kv_tree_model.h"

#include <QFont>

namespace fusescope::gui {

KvNode* KvNode::add(QString k, QString v, QString lnk) {
  auto child = std::make_unique<KvNode>();
  child->key = std::move(k);
  child->value = std::move(v);
  child->link = std::move(lnk);
  child->parent = this;
  children.push_back(std::move(child));
  return children.back().get();
}

int KvNode::row() const {
  if (!parent) return 0;
  for (size_t i = 0; i < parent->children.size(); ++i)
    if (parent->children[i].get() == this) return static_cast<int>(i);
  return 0;
}

KvTreeModel::KvTreeModel(QObject* parent) : QAbstractItemModel(parent) {}
KvTreeModel::~KvTreeModel() = default;

void KvTreeModel::setRoot(std::unique_ptr<KvNode> root) {
  beginResetModel();
  root_ = std::move(root);
  endResetModel();
}

const KvNode* KvTreeModel::nodeFor(const QModelIndex& index) const {
  if (!index.isValid()) return root_.get();
  return static_cast<const KvNode*>(index.internalPointer());
}

QModelIndex KvTreeModel::index(int row, int column, const QModelIndex& parent) const {
  if (!root_ || row < 0 || column < 0 || column >= 2) return {};
  if (parent.isValid() && parent.column() != 0) return {};
  const KvNode* p = nodeFor(parent);
  if (!p || row >= static_cast<int>(p->children.size())) return {};
  return createIndex(row, column, p->children[static_cast<size_t>(row)].get());
}

QModelIndex KvTreeModel::parent(const QModelIndex& child) const {
  if (!child.isValid()) return {};
  const KvNode* n = nodeFor(child);
  const KvNode* p = n ? n->parent : nullptr;
  if (!p || p == root_.get()) return {};
  return createIndex(p->row(), 0, const_cast<KvNode*>(p));
}

int KvTreeModel::rowCount(const QModelIndex& parent) const {
  if (!root_) return 0;
  if (parent.isValid() && parent.column() != 0) return 0;
  const KvNode* p = nodeFor(parent);
  return p ? static_cast<int>(p->children.size()) : 0;
}

int KvTreeModel::columnCount(const QModelIndex&) const { return 2; }

QVariant KvTreeModel::data(const QModelIndex& index, int role) const {
  if (!index.isValid()) return {};
  const KvNode* n = nodeFor(index);
  if (!n) return {};
  switch (role) {
    case Qt::DisplayRole:
      return index.column() == 0 ? n->key : n->value;
    case Qt::ToolTipRole:
      if (!n->tooltip.isEmpty()) return n->tooltip;
      return index.column() == 1 && n->value.size() > 40 ? n->value : QVariant{};
    case Qt::FontRole:
      if (index.column() == 0 && !n->children.empty()) {
        QFont f;
        f.setBold(true);
        return f;
      }
      return {};
    case LinkRole:
      return n->link;
    default:
      return {};
  }
}

QVariant KvTreeModel::headerData(int section, Qt::Orientation orientation, int role) const {
  if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return {};
  return section == 0 ? tr("Field") : tr("Value");
}

}  // namespace fusescope::gui

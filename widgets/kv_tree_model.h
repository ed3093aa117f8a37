// A small read-only tree model of (field, value) rows over plain structs (hotspot's treemodel habit):
// the Inspector builds a KvNode tree from core values and hands it over in one reset.
#pragma once

#include <QAbstractItemModel>
#include <QString>

#include <memory>
#include <vector>

namespace fusescope::gui {

struct KvNode {
  QString key;
  QString value;
  QString tooltip;
  QString link;                     // node or buffer name the row refers to ("" when none)
  KvNode* parent = nullptr;
  std::vector<std::unique_ptr<KvNode>> children;

  KvNode* add(QString k, QString v = {}, QString lnk = {});
  int row() const;
};

class KvTreeModel : public QAbstractItemModel {
  Q_OBJECT
 public:
  enum Roles { LinkRole = Qt::UserRole + 1 };
  explicit KvTreeModel(QObject* parent = nullptr);
  ~KvTreeModel() override;

  // Takes ownership of a new tree (its root is invisible); nullptr clears.
  void setRoot(std::unique_ptr<KvNode> root);
  const KvNode* root() const { return root_.get(); }

  QModelIndex index(int row, int column, const QModelIndex& parent = {}) const override;
  QModelIndex parent(const QModelIndex& child) const override;
  int rowCount(const QModelIndex& parent = {}) const override;
  int columnCount(const QModelIndex& parent = {}) const override;
  QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
  QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

 private:
  const KvNode* nodeFor(const QModelIndex& index) const;
  std::unique_ptr<KvNode> root_;
};

}  // namespace fusescope::gui

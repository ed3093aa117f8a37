// The minimap in the graph view's corner: the whole graph with the model's blocks outlined and the main
// view's visible area; click or drag to move the main view there.
#pragma once

#include <QGraphicsView>

namespace fusescope::gui {

class GraphView;

// The whole graph in miniature with the main view's visible area; click or drag to move there.
class OverviewView : public QGraphicsView {
  Q_OBJECT
 public:
  explicit OverviewView(GraphView* main);
  void refit();

 protected:
  void drawForeground(QPainter* painter, const QRectF& rect) override;
  void mousePressEvent(QMouseEvent* event) override;
  void mouseMoveEvent(QMouseEvent* event) override;
  void wheelEvent(QWheelEvent*) override {}

 private:
  GraphView* main_;
};

}  // namespace fusescope::gui

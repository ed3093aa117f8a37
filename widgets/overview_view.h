// The minimap in the graph view's corner: the whole graph with the model's blocks outlined and the main
// view's visible area; click or drag to move the main view there.
#pragma once

#include <QGraphicsView>
#include <QPixmap>
#include <QTimer>

namespace fusescope::gui {

class GraphView;

// The whole graph in miniature with the main view's visible area; click or drag to move there.
// The miniature is a picture of the scene taken once the scene has been still for a moment: drawing
// 20,000 items at this size on every step cost 9 ms of each step's repaint, and at this size a step's
// colours are not to be seen. The view's rectangle and the blocks are drawn over it on every paint.
class OverviewView : public QGraphicsView {
  Q_OBJECT
 public:
  explicit OverviewView(GraphView* main);
  void refit();
  void setScene(QGraphicsScene* scene);
  // The miniature is retaken now (tests; a theme change).
  void retakeMiniature();

 protected:
  void drawForeground(QPainter* painter, const QRectF& rect) override;
  void mousePressEvent(QMouseEvent* event) override;
  void mouseMoveEvent(QMouseEvent* event) override;
  void wheelEvent(QWheelEvent*) override {}
  void paintEvent(QPaintEvent* event) override;
  void resizeEvent(QResizeEvent* event) override;

 private:
  GraphView* main_;
  QPixmap miniature_;
  QTransform miniatureTransform_;   // the view's transform it was taken with
  QTimer retake_;                   // single shot: the scene has been still this long
  bool stale_ = true;
};

}  // namespace fusescope::gui

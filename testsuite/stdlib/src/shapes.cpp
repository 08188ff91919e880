// shapes: class hierarchy with virtual functions, a vector of
// unique_ptr<Shape>, sorting by area, and fixed-precision output.
#include <algorithm>
#include <iomanip>
#include <iostream>
#include <memory>
#include <string>
#include <vector>

class Shape {
public:
  virtual ~Shape() { std::cout << "  ~Shape" << std::endl; }
  virtual double area() const = 0;
  virtual double perimeter() const = 0;
  virtual std::string name() const = 0;
};

class Circle : public Shape {
  double r_;
public:
  explicit Circle(double r) : r_(r) {}
  double area() const override { return 3.14159265358979 * r_ * r_; }
  double perimeter() const override { return 2 * 3.14159265358979 * r_; }
  std::string name() const override { return "circle(r=" + std::to_string(int(r_)) + ")"; }
};

class Rect : public Shape {
protected:
  double w_, h_;
public:
  Rect(double w, double h) : w_(w), h_(h) {}
  double area() const override { return w_ * h_; }
  double perimeter() const override { return 2 * (w_ + h_); }
  std::string name() const override { return "rect(" + std::to_string(int(w_)) + "x" + std::to_string(int(h_)) + ")"; }
};

class Square : public Rect {
public:
  explicit Square(double s) : Rect(s, s) {}
  std::string name() const override { return "square(" + std::to_string(int(w_)) + ")"; }
};

int main() {
  std::vector<std::unique_ptr<Shape>> shapes;
  shapes.push_back(std::make_unique<Circle>(2));
  shapes.push_back(std::make_unique<Rect>(3, 7));
  shapes.push_back(std::make_unique<Square>(4));
  shapes.push_back(std::make_unique<Circle>(1));
  std::sort(shapes.begin(), shapes.end(), [](const auto &a, const auto &b) { return a->area() < b->area(); });
  std::cout << std::fixed << std::setprecision(3);
  double total = 0;
  for (const auto &s : shapes) {
    std::cout << std::left << std::setw(14) << s->name() << std::right << " area " << std::setw(8) << s->area()
              << "  perimeter " << std::setw(7) << s->perimeter() << std::endl;
    total += s->area();
  }
  std::cout << "total area " << total << std::endl;
  int squares = 0;
  for (const auto &s : shapes)
    if (dynamic_cast<Square *>(s.get())) ++squares;
  std::cout << squares << " square(s) found by dynamic_cast" << std::endl;
  std::cout << "destroying:" << std::endl;
  shapes.clear();
  std::cout << "done" << std::endl;
  return 0;
}

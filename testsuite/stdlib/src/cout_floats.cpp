// cout_floats: float and double output: default precision, setprecision,
// fixed, scientific, showpoint, special values.
// STDLIB-SMOKE: also in the default run on every target (README.md).
#include <cmath>
#include <iomanip>
#include <iostream>
#include <limits>

int main() {
  double pi = 3.14159265358979;
  std::cout << "default: " << pi << ' ' << 0.1 << ' ' << 100.0 << ' ' << 1e20 << ' ' << 1.5e-7 << std::endl;
  std::cout << "float: " << 2.5f << ' ' << 1.0f / 3.0f << std::endl;
  for (int p = 1; p <= 10; p += 3)
    std::cout << "setprecision(" << p << "): " << std::setprecision(p) << pi << std::endl;
  std::cout << std::fixed << std::setprecision(2);
  std::cout << "fixed 2: " << pi << ' ' << 2.0 << ' ' << -0.005 << ' ' << 1234567.891 << std::endl;
  std::cout << std::setprecision(0) << "fixed 0: " << 2.5 << ' ' << 3.5 << std::endl;
  std::cout << std::scientific << std::setprecision(3);
  std::cout << "scientific 3: " << pi << ' ' << 123456.0 << ' ' << 0.000321 << std::endl;
  std::cout << std::defaultfloat << std::setprecision(6);
  std::cout << "showpoint: " << std::showpoint << 2.0 << ' ' << 10.0 << std::noshowpoint << std::endl;
  std::cout << "infinity: " << std::numeric_limits<double>::infinity() << ' '
            << -std::numeric_limits<double>::infinity() << std::endl;
  std::cout << "nan: " << std::numeric_limits<double>::quiet_NaN() << std::endl;
  std::cout << "sqrt(2) = " << std::sqrt(2.0) << ", pow(2, 10) = " << std::pow(2.0, 10) << std::endl;
  double sum = 0;
  for (int i = 1; i <= 10; ++i) sum += 1.0 / i;
  std::cout << "harmonic(10) = " << std::setprecision(12) << sum << std::endl;
  return 0;
}

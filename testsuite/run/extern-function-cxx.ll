; A call to an external C++ function ehi does not provide (X-CALL-3) names it
; mangled and, beside it, as C++ (what __cxa_demangle prints; the demangler
; is checked against c++filt in demangle/).  std::thread::_M_start_thread is
; outside the C++ library ehi links.
; RUN: sh -c '%ehi run %s; echo "status $?"' 2>&1 | FileCheck %s
; CHECK: ehi: error: call to external function '@_ZNSt6thread15_M_start_threadESt10unique_ptrINS_6_StateESt14default_deleteIS1_EEPFvvE' (std::thread::_M_start_thread(std::unique_ptr<std::thread::_State, std::default_delete<std::thread::_State> >, void (*)())), which ehi does not provide [X-CALL-3]
; CHECK-NEXT: at {{.*}}extern-function-cxx.ll:[[@LINE+5]]:3 in @main
; CHECK: status 68
target triple = "x86_64-unknown-linux-gnu"
declare void @_ZNSt6thread15_M_start_threadESt10unique_ptrINS_6_StateESt14default_deleteIS1_EEPFvvE(ptr, ptr, ptr)
define i32 @main() {
  call void @_ZNSt6thread15_M_start_threadESt10unique_ptrINS_6_StateESt14default_deleteIS1_EEPFvvE(ptr null, ptr null, ptr null)
  ret i32 0
}

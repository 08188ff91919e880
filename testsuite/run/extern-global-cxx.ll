; Touching an external C++ global that ehi's runtime does not define names it
; mangled and, beside it, as C++ (X-CALL-4); the ABI tag prints as
; [abi:cxx11], as __cxa_demangle prints it.
; RUN: sh -c '%ehi run %s; echo "status $?"' 2>&1 | FileCheck %s
; CHECK: ehi: error: write of @_ZN3cfg7verboseB5cxx11E (cfg::verbose[abi:cxx11]), an external global that ehi's runtime does not provide [X-CALL-4]
; CHECK-NEXT: at {{.*}}extern-global-cxx.ll:[[@LINE+5]]:3 in @main
; CHECK: status 68
target triple = "x86_64-unknown-linux-gnu"
@_ZN3cfg7verboseB5cxx11E = external global i32
define i32 @main() {
  store i32 1, ptr @_ZN3cfg7verboseB5cxx11E
  ret i32 0
}

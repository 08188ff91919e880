; The header before a thrown object is laid out as the target's runtime lays
; it out (SPEC.md section 7, "the exception header"): a program may read the
; _Unwind_Exception's public fields (exception_class: libstdc++'s
; "GNUCC++\0") and the object right after it, but the rest is the runtime's
; private state, and touching it is EH-U-17, naming the field.
; RUN: sh -c '%ehi run %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=CNT
; CNT: class ok 1
; CNT-NEXT: object 42
; CNT-NEXT: ehi: undefined behaviour: read of 4 bytes at address 0x{{[0-9a-f]+}}, in the C++ runtime's private exception state: __cxa_exception::handlerCount, -40 bytes from the _Unwind_Exception at 0x{{[0-9a-f]+}} (libstdc++ over libgcc's unwinder) [EH-U-17]
; CNT-NEXT: at {{.*}}private-header.ll:[[#@LINE+50]]:3 in @main
; CNT: status 66
;
; a write to private_2, 24 bytes in
; RUN: sed 's/i64 -40$/i64 24/; s/^  %hc = load i32, ptr %f$/  store i32 0, ptr %f/; s/, i32 %hc)$/, i32 0)/' %s > %t.w.ll
; RUN: sh -c '%ehi run %t.w.ll; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=W
; W: write of 4 bytes at address 0x{{[0-9a-f]+}}, in the C++ runtime's private exception state: _Unwind_Exception::private_2, 24 bytes from {{.*}} [EH-U-17]
; W: status 66
;
; on i686 the same bytes are libgcc's 4-byte private_2 and its padding
; RUN: sed 's/^target triple = .*/target triple = "i686-unknown-linux-gnu"/; s/i64 -40$/i64 20/' %s > %t.x86.ll
; RUN: sh -c '%ehi run %t.x86.ll; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=I686
; I686: object 42
; I686-NEXT: ehi: undefined behaviour: read of 4 bytes {{.*}}: padding, 20 bytes from the _Unwind_Exception {{.*}} [EH-U-17]
;
; ARM EHABI's 88-byte control block: its barrier cache
; RUN: sed 's/^target triple = .*/target triple = "armv7-unknown-linux-gnueabihf"/; s/i64 -40$/i64 36/; s/i64 32$/i64 88/' %s > %t.arm.ll
; RUN: sh -c '%ehi run %t.arm.ll; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=ARM
; ARM: object 42
; ARM-NEXT: ehi: undefined behaviour: read of 4 bytes {{.*}}: _Unwind_Control_Block::barrier_cache.bitpattern[0], 36 bytes {{.*}} (libstdc++ over libgcc's ARM EHABI unwinder) [EH-U-17]
target triple = "x86_64-unknown-linux-gnu"
@_ZTIi = external constant ptr
@fmt = constant [13 x i8] c"class ok %d\0A\00"
@fmt2 = constant [11 x i8] c"object %d\0A\00"
@fmt3 = constant [13 x i8] c"handlers %d\0A\00"
declare ptr @__cxa_allocate_exception(i64)
declare void @__cxa_throw(ptr, ptr, ptr)
declare ptr @__cxa_begin_catch(ptr)
declare void @__cxa_end_catch()
declare i32 @__gxx_personality_v0(...)
declare i32 @printf(ptr, ...)

define i32 @main() personality ptr @__gxx_personality_v0 {
  %e = call ptr @__cxa_allocate_exception(i64 4)
  store i32 42, ptr %e
  invoke void @__cxa_throw(ptr %e, ptr @_ZTIi, ptr null) to label %none unwind label %lp
none:
  ret i32 1
lp:
  %l = landingpad { ptr, i32 } catch ptr @_ZTIi
  %x = extractvalue { ptr, i32 } %l, 0
  %cls = load i64, ptr %x
  %ok = icmp eq i64 %cls, 5138137972254386944
  %oki = zext i1 %ok to i32
  %c = call i32 (ptr, ...) @printf(ptr @fmt, i32 %oki)
  %o = call ptr @__cxa_begin_catch(ptr %x)
  %objp = getelementptr i8, ptr %x, i64 32
  %v = load i32, ptr %objp
  %c2 = call i32 (ptr, ...) @printf(ptr @fmt2, i32 %v)
  %f = getelementptr i8, ptr %x, i64 -40
  %hc = load i32, ptr %f
  %c3 = call i32 (ptr, ...) @printf(ptr @fmt3, i32 %hc)
  call void @__cxa_end_catch()
  ret i32 0
}

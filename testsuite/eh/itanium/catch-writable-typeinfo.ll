; A type_info in writable memory changes between two throws: the second
; search reads it again (the first answer is not remembered), as libstdc++
; reads type_infos at every throw.  D's type_info names B as its base for
; the first throw (caught as B) and X for the second (caught by `...`).
; The answers ehi remembers per (catch type, thrown type) are only those
; it worked out from constant memory (SPEC.md section 7, the C++ runtime).
; RUN: %ehi run %s | FileCheck %s
; CHECK: round 0: caught as B
; CHECK-NEXT: round 1: caught by ...
; CHECK-NEXT: round 2: caught as B
target triple = "x86_64-unknown-linux-gnu"
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global [0 x ptr]
@_ZTS1B = constant [3 x i8] c"1B\00"
@_ZTS1X = constant [3 x i8] c"1X\00"
@_ZTS1D = constant [3 x i8] c"1D\00"
@_ZTI1B = constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS1B }
@_ZTI1X = constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS1X }
; writable: the program changes D's base between throws
@_ZTI1D = global { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTS1D, ptr @_ZTI1B }

declare ptr @__cxa_allocate_exception(i64)
declare void @__cxa_throw(ptr, ptr, ptr)
declare ptr @__cxa_begin_catch(ptr)
declare void @__cxa_end_catch()
declare i32 @__gxx_personality_v0(...)
declare i32 @llvm.eh.typeid.for(ptr)
declare i32 @printf(ptr, ...)
@.b = private constant [23 x i8] c"round %d: caught as B\0A\00"
@.any = private constant [25 x i8] c"round %d: caught by ...\0A\00"

define void @throw_d() {
  %e = call ptr @__cxa_allocate_exception(i64 8)
  store i64 0, ptr %e
  call void @__cxa_throw(ptr %e, ptr @_ZTI1D, ptr null)
  unreachable
}

define i32 @main() personality ptr @__gxx_personality_v0 {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %next, %done ]
  ; rounds 0 and 2: D derives from B; round 1: from X
  %odd = and i32 %i, 1
  %isodd = icmp ne i32 %odd, 0
  %base = select i1 %isodd, ptr @_ZTI1X, ptr @_ZTI1B
  store ptr %base, ptr getelementptr inbounds ({ ptr, ptr, ptr }, ptr @_ZTI1D, i32 0, i32 2)
  invoke void @throw_d() to label %done unwind label %lp
lp:
  %v = landingpad { ptr, i32 } catch ptr @_ZTI1B catch ptr null
  %exn = extractvalue { ptr, i32 } %v, 0
  %sel = extractvalue { ptr, i32 } %v, 1
  %tb = call i32 @llvm.eh.typeid.for(ptr @_ZTI1B)
  %isb = icmp eq i32 %sel, %tb
  %fmt = select i1 %isb, ptr @.b, ptr @.any
  call ptr @__cxa_begin_catch(ptr %exn)
  call i32 (ptr, ...) @printf(ptr %fmt, i32 %i)
  call void @__cxa_end_catch()
  br label %done
done:
  %next = add i32 %i, 1
  %more = icmp slt i32 %next, 3
  br i1 %more, label %loop, label %exit
exit:
  ret i32 0
}

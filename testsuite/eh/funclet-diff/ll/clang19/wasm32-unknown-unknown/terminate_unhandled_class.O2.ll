; ModuleID = 'terminate_unhandled_class.cpp'
source_filename = "terminate_unhandled_class.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

$_ZN3app7FailureD2Ev = comdat any

$_ZTSN3app7FailureE = comdat any

$_ZTIN3app7FailureE = comdat any

@_ZTIPKc = external constant ptr
@_ZTIi = external constant ptr
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTSN3app7FailureE = linkonce_odr hidden constant [15 x i8] c"N3app7FailureE\00", comdat, align 1
@_ZTIN3app7FailureE = linkonce_odr hidden constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTSN3app7FailureE }, comdat, align 4
@str = private unnamed_addr constant [19 x i8] c"never: const char*\00", align 1
@str.4 = private unnamed_addr constant [11 x i8] c"never: int\00", align 1
@str.5 = private unnamed_addr constant [15 x i8] c"~Local (never)\00", align 1
@str.6 = private unnamed_addr constant [17 x i8] c"~Failure (never)\00", align 1

@__main_void = hidden alias i32 (), ptr @main

; Function Attrs: mustprogress norecurse
define hidden noundef i32 @main() #0 personality ptr @__gxx_wasm_personality_v0 {
  invoke fastcc void @_ZL3runv()
          to label %13 unwind label %1

1:                                                ; preds = %0
  %2 = catchswitch within none [label %3] unwind label %15

3:                                                ; preds = %1
  %4 = catchpad within %2 [ptr @_ZTIPKc]
  %5 = tail call ptr @llvm.wasm.get.exception(token %4)
  %6 = tail call i32 @llvm.wasm.get.ehselector(token %4)
  %7 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIPKc) #7
  %8 = icmp eq i32 %6, %7
  br i1 %8, label %9, label %12

9:                                                ; preds = %3
  %10 = call ptr @__cxa_begin_catch(ptr %5) #7 [ "funclet"(token %4) ]
  %11 = call i32 @puts(ptr nonnull dereferenceable(1) @str) [ "funclet"(token %4) ]
  call void @__cxa_end_catch() #7 [ "funclet"(token %4) ]
  catchret from %4 to label %13

12:                                               ; preds = %3
  invoke void @llvm.wasm.rethrow() #4 [ "funclet"(token %4) ]
          to label %18 unwind label %15

13:                                               ; preds = %0, %9
  %14 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.5)
  ret i32 0

15:                                               ; preds = %12, %1
  %16 = cleanuppad within none []
  %17 = call i32 @puts(ptr nonnull dereferenceable(1) @str.5) [ "funclet"(token %16) ]
  cleanupret from %16 unwind to caller

18:                                               ; preds = %12
  unreachable
}

; Function Attrs: mustprogress noinline norecurse
define internal fastcc void @_ZL3runv() unnamed_addr #1 personality ptr @__gxx_wasm_personality_v0 {
  %1 = tail call ptr @__cxa_allocate_exception(i32 4) #7
  store i32 3, ptr %1, align 16, !tbaa !2
  invoke void @__cxa_throw(ptr nonnull %1, ptr nonnull @_ZTIN3app7FailureE, ptr nonnull @_ZN3app7FailureD2Ev) #4
          to label %19 unwind label %2

2:                                                ; preds = %0
  %3 = catchswitch within none [label %4] unwind label %16

4:                                                ; preds = %2
  %5 = catchpad within %3 [ptr @_ZTIi]
  %6 = tail call ptr @llvm.wasm.get.exception(token %5)
  %7 = tail call i32 @llvm.wasm.get.ehselector(token %5)
  %8 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #7
  %9 = icmp eq i32 %7, %8
  br i1 %9, label %10, label %13

10:                                               ; preds = %4
  %11 = call ptr @__cxa_begin_catch(ptr %6) #7 [ "funclet"(token %5) ]
  %12 = call i32 @puts(ptr nonnull dereferenceable(1) @str.4) [ "funclet"(token %5) ]
  call void @__cxa_end_catch() #7 [ "funclet"(token %5) ]
  catchret from %5 to label %14

13:                                               ; preds = %4
  invoke void @llvm.wasm.rethrow() #4 [ "funclet"(token %5) ]
          to label %19 unwind label %16

14:                                               ; preds = %10
  %15 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.5)
  ret void

16:                                               ; preds = %13, %2
  %17 = cleanuppad within none []
  %18 = call i32 @puts(ptr nonnull dereferenceable(1) @str.5) [ "funclet"(token %17) ]
  cleanupret from %17 unwind to caller

19:                                               ; preds = %13, %0
  unreachable
}

declare i32 @__gxx_wasm_personality_v0(...)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare ptr @llvm.wasm.get.exception(token) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare i32 @llvm.wasm.get.ehselector(token) #2

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #3

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #4

declare ptr @__cxa_allocate_exception(i32) local_unnamed_addr

; Function Attrs: mustprogress nounwind
define linkonce_odr hidden noundef ptr @_ZN3app7FailureD2Ev(ptr noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #5 comdat personality ptr @__gxx_wasm_personality_v0 {
  %2 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.6)
  ret ptr %0
}

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #6

attributes #0 = { mustprogress norecurse "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #1 = { mustprogress noinline norecurse "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #3 = { nofree nosync nounwind memory(none) }
attributes #4 = { noreturn }
attributes #5 = { mustprogress nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #6 = { nofree nounwind }
attributes #7 = { nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!2 = !{!3, !4, i64 0}
!3 = !{!"_ZTSN3app7FailureE", !4, i64 0}
!4 = !{!"int", !5, i64 0}
!5 = !{!"omnipotent char", !6, i64 0}
!6 = !{!"Simple C++ TBAA"}

; ModuleID = 'uncaught_exceptions_count.cpp'
source_filename = "uncaught_exceptions_count.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%struct.Nested = type { i8 }

$_ZN6NestedD2Ev = comdat any

@.str = private unnamed_addr constant [6 x i8] c"start\00", align 1
@.str.1 = private unnamed_addr constant [18 x i8] c"normal scope exit\00", align 1
@_ZTIi = external constant ptr
@.str.2 = private unnamed_addr constant [7 x i8] c"unwind\00", align 1
@.str.3 = private unnamed_addr constant [8 x i8] c"handler\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"end\00", align 1
@.str.5 = private unnamed_addr constant [50 x i8] c"%s: uncaught_exceptions=%d uncaught_exception=%d\0A\00", align 1
@.str.6 = private unnamed_addr constant [15 x i8] c"~Nested before\00", align 1
@.str.7 = private unnamed_addr constant [21 x i8] c"~Nested inner unwind\00", align 1
@.str.8 = private unnamed_addr constant [22 x i8] c"~Nested inner handler\00", align 1
@.str.9 = private unnamed_addr constant [14 x i8] c"~Nested after\00", align 1

@__main_void = hidden alias i32 (), ptr @main

; Function Attrs: mustprogress norecurse
define hidden noundef i32 @main() #0 personality ptr @__gxx_wasm_personality_v0 {
  %1 = alloca %struct.Nested, align 1
  %2 = tail call noundef i32 @_ZSt19uncaught_exceptionsv() #8
  %3 = tail call noundef zeroext i1 @_ZSt18uncaught_exceptionv() #8
  %4 = zext i1 %3 to i32
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str, i32 noundef %2, i32 noundef %4)
  %6 = tail call noundef i32 @_ZSt19uncaught_exceptionsv() #8
  %7 = tail call noundef zeroext i1 @_ZSt18uncaught_exceptionv() #8
  %8 = zext i1 %7 to i32
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.1, i32 noundef %6, i32 noundef %8)
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %1) #8
  %10 = tail call ptr @__cxa_allocate_exception(i32 4) #8
  store i32 1, ptr %10, align 16, !tbaa !2
  invoke void @__cxa_throw(ptr nonnull %10, ptr nonnull @_ZTIi, ptr null) #5
          to label %38 unwind label %11

11:                                               ; preds = %0
  %12 = cleanuppad within none []
  %13 = call noundef ptr @_ZN6NestedD2Ev(ptr noundef nonnull align 1 dereferenceable(1) %1) #8 [ "funclet"(token %12) ]
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %1) #8
  %14 = call noundef i32 @_ZSt19uncaught_exceptionsv() #8 [ "funclet"(token %12) ]
  %15 = call noundef zeroext i1 @_ZSt18uncaught_exceptionv() #8 [ "funclet"(token %12) ]
  %16 = zext i1 %15 to i32
  %17 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.2, i32 noundef %14, i32 noundef %16) [ "funclet"(token %12) ]
  cleanupret from %12 unwind label %18

18:                                               ; preds = %11
  %19 = catchswitch within none [label %20] unwind to caller

20:                                               ; preds = %18
  %21 = catchpad within %19 [ptr @_ZTIi]
  %22 = call ptr @llvm.wasm.get.exception(token %21)
  %23 = call i32 @llvm.wasm.get.ehselector(token %21)
  %24 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #8
  %25 = icmp eq i32 %23, %24
  br i1 %25, label %26, label %32

26:                                               ; preds = %20
  %27 = call ptr @__cxa_begin_catch(ptr %22) #8 [ "funclet"(token %21) ]
  %28 = call noundef i32 @_ZSt19uncaught_exceptionsv() #8 [ "funclet"(token %21) ]
  %29 = call noundef zeroext i1 @_ZSt18uncaught_exceptionv() #8 [ "funclet"(token %21) ]
  %30 = zext i1 %29 to i32
  %31 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.3, i32 noundef %28, i32 noundef %30) [ "funclet"(token %21) ]
  call void @__cxa_end_catch() #8 [ "funclet"(token %21) ]
  catchret from %21 to label %33

32:                                               ; preds = %20
  call void @llvm.wasm.rethrow() #5 [ "funclet"(token %21) ]
  unreachable

33:                                               ; preds = %26
  %34 = call noundef i32 @_ZSt19uncaught_exceptionsv() #8
  %35 = call noundef zeroext i1 @_ZSt18uncaught_exceptionv() #8
  %36 = zext i1 %35 to i32
  %37 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.4, i32 noundef %34, i32 noundef %36)
  ret i32 0

38:                                               ; preds = %0
  unreachable
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare i32 @__gxx_wasm_personality_v0(...)

declare ptr @__cxa_allocate_exception(i32) local_unnamed_addr

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

; Function Attrs: mustprogress nounwind
define linkonce_odr hidden noundef ptr @_ZN6NestedD2Ev(ptr noundef nonnull returned align 1 dereferenceable(1) %0) unnamed_addr #2 comdat personality ptr @__gxx_wasm_personality_v0 {
  %2 = tail call noundef i32 @_ZSt19uncaught_exceptionsv() #8
  %3 = tail call noundef zeroext i1 @_ZSt18uncaught_exceptionv() #8
  %4 = zext i1 %3 to i32
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.6, i32 noundef %2, i32 noundef %4)
  %6 = tail call ptr @__cxa_allocate_exception(i32 4) #8
  store i32 2, ptr %6, align 16, !tbaa !2
  invoke void @__cxa_throw(ptr nonnull %6, ptr nonnull @_ZTIi, ptr null) #5
          to label %33 unwind label %7

7:                                                ; preds = %1
  %8 = cleanuppad within none []
  %9 = call noundef i32 @_ZSt19uncaught_exceptionsv() #8 [ "funclet"(token %8) ]
  %10 = call noundef zeroext i1 @_ZSt18uncaught_exceptionv() #8 [ "funclet"(token %8) ]
  %11 = zext i1 %10 to i32
  %12 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.7, i32 noundef %9, i32 noundef %11) [ "funclet"(token %8) ]
  cleanupret from %8 unwind label %13

13:                                               ; preds = %7
  %14 = catchswitch within none [label %15] unwind label %34

15:                                               ; preds = %13
  %16 = catchpad within %14 [ptr @_ZTIi]
  %17 = tail call ptr @llvm.wasm.get.exception(token %16)
  %18 = tail call i32 @llvm.wasm.get.ehselector(token %16)
  %19 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #8
  %20 = icmp eq i32 %18, %19
  br i1 %20, label %21, label %27

21:                                               ; preds = %15
  %22 = call ptr @__cxa_begin_catch(ptr %17) #8 [ "funclet"(token %16) ]
  %23 = call noundef i32 @_ZSt19uncaught_exceptionsv() #8 [ "funclet"(token %16) ]
  %24 = call noundef zeroext i1 @_ZSt18uncaught_exceptionv() #8 [ "funclet"(token %16) ]
  %25 = zext i1 %24 to i32
  %26 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.8, i32 noundef %23, i32 noundef %25) [ "funclet"(token %16) ]
  call void @__cxa_end_catch() #8 [ "funclet"(token %16) ]
  catchret from %16 to label %28

27:                                               ; preds = %15
  invoke void @llvm.wasm.rethrow() #5 [ "funclet"(token %16) ]
          to label %33 unwind label %34

28:                                               ; preds = %21
  %29 = tail call noundef i32 @_ZSt19uncaught_exceptionsv() #8
  %30 = tail call noundef zeroext i1 @_ZSt18uncaught_exceptionv() #8
  %31 = zext i1 %30 to i32
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.9, i32 noundef %29, i32 noundef %31)
  ret ptr %0

33:                                               ; preds = %27, %1
  unreachable

34:                                               ; preds = %27, %13
  %35 = cleanuppad within none []
  call void @_ZSt9terminatev() #9 [ "funclet"(token %35) ]
  unreachable
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare ptr @llvm.wasm.get.exception(token) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare i32 @llvm.wasm.get.ehselector(token) #3

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #4

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #5

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: nounwind
declare noundef i32 @_ZSt19uncaught_exceptionsv() local_unnamed_addr #7

; Function Attrs: nounwind
declare noundef zeroext i1 @_ZSt18uncaught_exceptionv() local_unnamed_addr #7

declare void @_ZSt9terminatev() local_unnamed_addr

attributes #0 = { mustprogress norecurse "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #4 = { nofree nosync nounwind memory(none) }
attributes #5 = { noreturn }
attributes #6 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #7 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #8 = { nounwind }
attributes #9 = { noreturn nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!2 = !{!3, !3, i64 0}
!3 = !{!"int", !4, i64 0}
!4 = !{!"omnipotent char", !5, i64 0}
!5 = !{!"Simple C++ TBAA"}

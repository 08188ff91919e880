; ModuleID = 'catch_order_first_match.cpp'
source_filename = "catch_order_first_match.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

$_ZN1AD2Ev = comdat any

$_ZN1AD0Ev = comdat any

$_ZN1BD0Ev = comdat any

$_ZN1CD0Ev = comdat any

$_ZTS1C = comdat any

$_ZTS1B = comdat any

$_ZTS1A = comdat any

$_ZTI1A = comdat any

$_ZTI1B = comdat any

$_ZTI1C = comdat any

$_ZTV1A = comdat any

$_ZTV1B = comdat any

$_ZTV1C = comdat any

@_ZTVN10__cxxabiv120__si_class_type_infoE = external global [0 x ptr]
@_ZTS1C = linkonce_odr hidden constant [3 x i8] c"1C\00", comdat, align 1
@_ZTS1B = linkonce_odr hidden constant [3 x i8] c"1B\00", comdat, align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS1A = linkonce_odr hidden constant [3 x i8] c"1A\00", comdat, align 1
@_ZTI1A = linkonce_odr hidden constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS1A }, comdat, align 4
@_ZTI1B = linkonce_odr hidden constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2), ptr @_ZTS1B, ptr @_ZTI1A }, comdat, align 4
@_ZTI1C = linkonce_odr hidden constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2), ptr @_ZTS1C, ptr @_ZTI1B }, comdat, align 4
@_ZTIl = external constant ptr
@_ZTIj = external constant ptr
@_ZTIi = external constant ptr
@.str = private unnamed_addr constant [9 x i8] c"%d: ...\0A\00", align 1
@.str.1 = private unnamed_addr constant [12 x i8] c"%d: int %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [17 x i8] c"%d: unsigned %u\0A\00", align 1
@.str.3 = private unnamed_addr constant [16 x i8] c"%d: B& (never)\0A\00", align 1
@.str.4 = private unnamed_addr constant [8 x i8] c"%d: A&\0A\00", align 1
@.str.5 = private unnamed_addr constant [13 x i8] c"%d: long %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [8 x i8] c"%d: C&\0A\00", align 1
@_ZTIc = external constant ptr
@_ZTV1A = linkonce_odr hidden unnamed_addr constant { [4 x ptr] } { [4 x ptr] [ptr null, ptr @_ZTI1A, ptr @_ZN1AD2Ev, ptr @_ZN1AD0Ev] }, comdat, align 4
@_ZTV1B = linkonce_odr hidden unnamed_addr constant { [4 x ptr] } { [4 x ptr] [ptr null, ptr @_ZTI1B, ptr @_ZN1AD2Ev, ptr @_ZN1BD0Ev] }, comdat, align 4
@_ZTV1C = linkonce_odr hidden unnamed_addr constant { [4 x ptr] } { [4 x ptr] [ptr null, ptr @_ZTI1C, ptr @_ZN1AD2Ev, ptr @_ZN1CD0Ev] }, comdat, align 4

@__main_void = hidden alias i32 (), ptr @main

; Function Attrs: mustprogress norecurse
define hidden noundef i32 @main() #0 personality ptr @__gxx_wasm_personality_v0 {
  br label %2

1:                                                ; preds = %36
  ret i32 0

2:                                                ; preds = %0, %36
  %3 = phi i32 [ 0, %0 ], [ %37, %36 ]
  switch i32 %3, label %22 [
    i32 0, label %4
    i32 1, label %7
    i32 2, label %10
    i32 3, label %13
    i32 4, label %16
    i32 5, label %19
  ]

4:                                                ; preds = %2
  %5 = tail call ptr @__cxa_allocate_exception(i32 4) #7
  store ptr getelementptr inbounds inrange(-8, 8) (i8, ptr @_ZTV1A, i32 8), ptr %5, align 4, !tbaa !2
  invoke void @__cxa_throw(ptr nonnull %5, ptr nonnull @_ZTI1A, ptr nonnull @_ZN1AD2Ev) #8
          to label %6 unwind label %25

6:                                                ; preds = %4
  unreachable

7:                                                ; preds = %2
  %8 = tail call ptr @__cxa_allocate_exception(i32 4) #7
  store ptr getelementptr inbounds inrange(-8, 8) (i8, ptr @_ZTV1B, i32 8), ptr %8, align 4, !tbaa !2
  invoke void @__cxa_throw(ptr nonnull %8, ptr nonnull @_ZTI1B, ptr nonnull @_ZN1AD2Ev) #8
          to label %9 unwind label %25

9:                                                ; preds = %7
  unreachable

10:                                               ; preds = %2
  %11 = tail call ptr @__cxa_allocate_exception(i32 4) #7
  store ptr getelementptr inbounds inrange(-8, 8) (i8, ptr @_ZTV1C, i32 8), ptr %11, align 4, !tbaa !2
  invoke void @__cxa_throw(ptr nonnull %11, ptr nonnull @_ZTI1C, ptr nonnull @_ZN1AD2Ev) #8
          to label %12 unwind label %25

12:                                               ; preds = %10
  unreachable

13:                                               ; preds = %2
  %14 = tail call ptr @__cxa_allocate_exception(i32 4) #7
  store i32 3, ptr %14, align 16, !tbaa !5
  invoke void @__cxa_throw(ptr nonnull %14, ptr nonnull @_ZTIi, ptr null) #8
          to label %15 unwind label %25

15:                                               ; preds = %13
  unreachable

16:                                               ; preds = %2
  %17 = tail call ptr @__cxa_allocate_exception(i32 4) #7
  store i32 4, ptr %17, align 16, !tbaa !8
  invoke void @__cxa_throw(ptr nonnull %17, ptr nonnull @_ZTIl, ptr null) #8
          to label %18 unwind label %25

18:                                               ; preds = %16
  unreachable

19:                                               ; preds = %2
  %20 = tail call ptr @__cxa_allocate_exception(i32 4) #7
  store i32 5, ptr %20, align 16, !tbaa !5
  invoke void @__cxa_throw(ptr nonnull %20, ptr nonnull @_ZTIj, ptr null) #8
          to label %21 unwind label %25

21:                                               ; preds = %19
  unreachable

22:                                               ; preds = %2
  %23 = tail call ptr @__cxa_allocate_exception(i32 1) #7
  store i8 99, ptr %23, align 16, !tbaa !10
  invoke void @__cxa_throw(ptr nonnull %23, ptr nonnull @_ZTIc, ptr null) #8
          to label %24 unwind label %25

24:                                               ; preds = %22
  unreachable

25:                                               ; preds = %22, %19, %16, %13, %10, %7, %4
  %26 = catchswitch within none [label %27] unwind to caller

27:                                               ; preds = %25
  %28 = catchpad within %26 [ptr @_ZTI1C, ptr @_ZTIl, ptr @_ZTI1A, ptr @_ZTI1B, ptr @_ZTIj, ptr @_ZTIi, ptr null]
  %29 = tail call ptr @llvm.wasm.get.exception(token %28)
  %30 = tail call i32 @llvm.wasm.get.ehselector(token %28)
  %31 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI1C) #7
  %32 = icmp eq i32 %30, %31
  br i1 %32, label %33, label %39

33:                                               ; preds = %27
  %34 = call ptr @__cxa_begin_catch(ptr %29) #7 [ "funclet"(token %28) ]
  %35 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %3) [ "funclet"(token %28) ]
  call void @__cxa_end_catch() [ "funclet"(token %28) ]
  catchret from %28 to label %36

36:                                               ; preds = %72, %69, %61, %55, %49, %42, %33
  %37 = add nuw nsw i32 %3, 1
  %38 = icmp eq i32 %37, 7
  br i1 %38, label %1, label %2, !llvm.loop !11

39:                                               ; preds = %27
  %40 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIl) #7
  %41 = icmp eq i32 %30, %40
  br i1 %41, label %42, label %46

42:                                               ; preds = %39
  %43 = call ptr @__cxa_begin_catch(ptr %29) #7 [ "funclet"(token %28) ]
  %44 = load i32, ptr %43, align 4, !tbaa !8
  %45 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %3, i32 noundef %44) [ "funclet"(token %28) ]
  call void @__cxa_end_catch() #7 [ "funclet"(token %28) ]
  catchret from %28 to label %36

46:                                               ; preds = %39
  %47 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI1A) #7
  %48 = icmp eq i32 %30, %47
  br i1 %48, label %49, label %52

49:                                               ; preds = %46
  %50 = call ptr @__cxa_begin_catch(ptr %29) #7 [ "funclet"(token %28) ]
  %51 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %3) [ "funclet"(token %28) ]
  call void @__cxa_end_catch() [ "funclet"(token %28) ]
  catchret from %28 to label %36

52:                                               ; preds = %46
  %53 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI1B) #7
  %54 = icmp eq i32 %30, %53
  br i1 %54, label %55, label %58

55:                                               ; preds = %52
  %56 = call ptr @__cxa_begin_catch(ptr %29) #7 [ "funclet"(token %28) ]
  %57 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %3) [ "funclet"(token %28) ]
  call void @__cxa_end_catch() [ "funclet"(token %28) ]
  catchret from %28 to label %36

58:                                               ; preds = %52
  %59 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIj) #7
  %60 = icmp eq i32 %30, %59
  br i1 %60, label %61, label %65

61:                                               ; preds = %58
  %62 = call ptr @__cxa_begin_catch(ptr %29) #7 [ "funclet"(token %28) ]
  %63 = load i32, ptr %62, align 4, !tbaa !5
  %64 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %3, i32 noundef %63) [ "funclet"(token %28) ]
  call void @__cxa_end_catch() #7 [ "funclet"(token %28) ]
  catchret from %28 to label %36

65:                                               ; preds = %58
  %66 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #7
  %67 = icmp eq i32 %30, %66
  %68 = call ptr @__cxa_begin_catch(ptr %29) #7 [ "funclet"(token %28) ]
  br i1 %67, label %69, label %72

69:                                               ; preds = %65
  %70 = load i32, ptr %68, align 4, !tbaa !5
  %71 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %3, i32 noundef %70) [ "funclet"(token %28) ]
  call void @__cxa_end_catch() #7 [ "funclet"(token %28) ]
  catchret from %28 to label %36

72:                                               ; preds = %65
  %73 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %3) [ "funclet"(token %28) ]
  call void @__cxa_end_catch() [ "funclet"(token %28) ]
  catchret from %28 to label %36
}

declare i32 @__gxx_wasm_personality_v0(...)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare ptr @llvm.wasm.get.exception(token) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare i32 @llvm.wasm.get.ehselector(token) #1

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #2

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

declare void @__cxa_end_catch() local_unnamed_addr

declare ptr @__cxa_allocate_exception(i32) local_unnamed_addr

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

; Function Attrs: mustprogress nounwind
define linkonce_odr hidden noundef ptr @_ZN1AD2Ev(ptr noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #4 comdat {
  ret ptr %0
}

; Function Attrs: mustprogress nounwind
define linkonce_odr hidden void @_ZN1AD0Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #4 comdat {
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i32 noundef 4) #9
  ret void
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvm(ptr noundef, i32 noundef) local_unnamed_addr #5

; Function Attrs: inlinehint mustprogress nounwind
define linkonce_odr hidden void @_ZN1BD0Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #6 comdat {
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i32 noundef 4) #9
  ret void
}

; Function Attrs: inlinehint mustprogress nounwind
define linkonce_odr hidden void @_ZN1CD0Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #6 comdat {
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i32 noundef 4) #9
  ret void
}

attributes #0 = { mustprogress norecurse "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #2 = { nofree nosync nounwind memory(none) }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #4 = { mustprogress nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #5 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #6 = { inlinehint mustprogress nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #7 = { nounwind }
attributes #8 = { noreturn }
attributes #9 = { builtin nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!2 = !{!3, !3, i64 0}
!3 = !{!"vtable pointer", !4, i64 0}
!4 = !{!"Simple C++ TBAA"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !4, i64 0}
!8 = !{!9, !9, i64 0}
!9 = !{!"long", !7, i64 0}
!10 = !{!7, !7, i64 0}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}

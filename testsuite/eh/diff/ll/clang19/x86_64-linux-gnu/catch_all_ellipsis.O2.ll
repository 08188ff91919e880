; ModuleID = 'catch_all_ellipsis.cpp'
source_filename = "catch_all_ellipsis.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

$__clang_call_terminate = comdat any

$_ZN3ObjD2Ev = comdat any

$_ZTS3Obj = comdat any

$_ZTI3Obj = comdat any

@_ZTIi = external constant ptr
@_ZTId = external constant ptr
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS3Obj = linkonce_odr dso_local constant [5 x i8] c"3Obj\00", comdat, align 1
@_ZTI3Obj = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS3Obj }, comdat, align 8
@.str = private unnamed_addr constant [23 x i8] c"%d: inner catch (...)\0A\00", align 1
@.str.1 = private unnamed_addr constant [23 x i8] c"%d: outer catch (...)\0A\00", align 1
@.str.2 = private unnamed_addr constant [18 x i8] c"%d: outer Obj %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [21 x i8] c"%d: outer double %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [18 x i8] c"%d: outer int %d\0A\00", align 1
@_ZZL7throweriE1x = internal global i32 4, align 4
@_ZTIPi = external constant ptr
@.str.5 = private unnamed_addr constant [9 x i8] c"Obj(%d)\0A\00", align 1
@.str.6 = private unnamed_addr constant [10 x i8] c"~Obj(%d)\0A\00", align 1

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
  br label %2

1:                                                ; preds = %34
  ret i32 0

2:                                                ; preds = %0, %34
  %3 = phi i32 [ 0, %0 ], [ %35, %34 ]
  switch i32 %3, label %12 [
    i32 0, label %4
    i32 1, label %6
    i32 2, label %8
  ]

4:                                                ; preds = %2
  %5 = tail call ptr @__cxa_allocate_exception(i64 4) #5
  store i32 17, ptr %5, align 16, !tbaa !5
  br label %14

6:                                                ; preds = %2
  %7 = tail call ptr @__cxa_allocate_exception(i64 8) #5
  store double 2.500000e+00, ptr %7, align 16, !tbaa !9
  br label %14

8:                                                ; preds = %2
  %9 = tail call ptr @__cxa_allocate_exception(i64 4) #5
  store i32 3, ptr %9, align 4, !tbaa !11
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 3)
  invoke void @__cxa_throw(ptr nonnull %9, ptr nonnull @_ZTI3Obj, ptr nonnull @_ZN3ObjD2Ev) #6
          to label %11 unwind label %18

11:                                               ; preds = %8
  unreachable

12:                                               ; preds = %2
  %13 = tail call ptr @__cxa_allocate_exception(i64 8) #5
  store ptr @_ZZL7throweriE1x, ptr %13, align 16, !tbaa !13
  br label %14

14:                                               ; preds = %4, %6, %12
  %15 = phi ptr [ %13, %12 ], [ %7, %6 ], [ %5, %4 ]
  %16 = phi ptr [ @_ZTIPi, %12 ], [ @_ZTId, %6 ], [ @_ZTIi, %4 ]
  invoke void @__cxa_throw(ptr nonnull %15, ptr nonnull %16, ptr null) #6
          to label %17 unwind label %18

17:                                               ; preds = %14
  unreachable

18:                                               ; preds = %14, %8
  %19 = landingpad { ptr, i32 }
          catch ptr null
  %20 = extractvalue { ptr, i32 } %19, 0
  %21 = tail call ptr @__cxa_begin_catch(ptr %20) #5
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %3)
  invoke void @__cxa_rethrow() #6
          to label %58 unwind label %23

23:                                               ; preds = %18
  %24 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
          catch ptr @_ZTId
          catch ptr @_ZTI3Obj
          catch ptr null
  %25 = extractvalue { ptr, i32 } %24, 0
  %26 = extractvalue { ptr, i32 } %24, 1
  invoke void @__cxa_end_catch()
          to label %27 unwind label %55

27:                                               ; preds = %23
  %28 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #5
  %29 = icmp eq i32 %26, %28
  br i1 %29, label %30, label %37

30:                                               ; preds = %27
  %31 = tail call ptr @__cxa_begin_catch(ptr %25) #5
  %32 = load i32, ptr %31, align 4, !tbaa !5
  %33 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %3, i32 noundef %32)
  tail call void @__cxa_end_catch() #5
  br label %34

34:                                               ; preds = %53, %50, %40, %30
  %35 = add nuw nsw i32 %3, 1
  %36 = icmp eq i32 %35, 4
  br i1 %36, label %1, label %2, !llvm.loop !15

37:                                               ; preds = %27
  %38 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTId) #5
  %39 = icmp eq i32 %26, %38
  br i1 %39, label %40, label %46

40:                                               ; preds = %37
  %41 = tail call ptr @__cxa_begin_catch(ptr %25) #5
  %42 = load double, ptr %41, align 8, !tbaa !9
  %43 = fmul double %42, 1.000000e+01
  %44 = fptosi double %43 to i32
  %45 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %3, i32 noundef %44)
  tail call void @__cxa_end_catch() #5
  br label %34

46:                                               ; preds = %37
  %47 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI3Obj) #5
  %48 = icmp eq i32 %26, %47
  %49 = tail call ptr @__cxa_begin_catch(ptr %25) #5
  br i1 %48, label %50, label %53

50:                                               ; preds = %46
  %51 = load i32, ptr %49, align 4, !tbaa !11
  %52 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %3, i32 noundef %51)
  tail call void @__cxa_end_catch()
  br label %34

53:                                               ; preds = %46
  %54 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %3)
  tail call void @__cxa_end_catch()
  br label %34

55:                                               ; preds = %23
  %56 = landingpad { ptr, i32 }
          catch ptr null
  %57 = extractvalue { ptr, i32 } %56, 0
  tail call void @__clang_call_terminate(ptr %57) #7
  unreachable

58:                                               ; preds = %18
  unreachable
}

declare i32 @__gxx_personality_v0(...)

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

declare void @__cxa_rethrow() local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) local_unnamed_addr #2 comdat {
  %2 = tail call ptr @__cxa_begin_catch(ptr %0) #5
  tail call void @_ZSt9terminatev() #7
  unreachable
}

declare void @_ZSt9terminatev() local_unnamed_addr

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #3

declare ptr @__cxa_allocate_exception(i64) local_unnamed_addr

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN3ObjD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = load i32, ptr %0, align 4, !tbaa !11
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %2)
  ret void
}

attributes #0 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { noinline noreturn nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind memory(none) }
attributes #4 = { mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }
attributes #6 = { noreturn }
attributes #7 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"double", !7, i64 0}
!11 = !{!12, !6, i64 0}
!12 = !{!"_ZTS3Obj", !6, i64 0}
!13 = !{!14, !14, i64 0}
!14 = !{!"any pointer", !7, i64 0}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.mustprogress"}

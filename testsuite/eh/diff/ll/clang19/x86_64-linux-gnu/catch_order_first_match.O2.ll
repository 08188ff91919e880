; ModuleID = 'catch_order_first_match.cpp'
source_filename = "catch_order_first_match.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

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
@_ZTS1C = linkonce_odr dso_local constant [3 x i8] c"1C\00", comdat, align 1
@_ZTS1B = linkonce_odr dso_local constant [3 x i8] c"1B\00", comdat, align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS1A = linkonce_odr dso_local constant [3 x i8] c"1A\00", comdat, align 1
@_ZTI1A = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS1A }, comdat, align 8
@_ZTI1B = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTS1B, ptr @_ZTI1A }, comdat, align 8
@_ZTI1C = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTS1C, ptr @_ZTI1B }, comdat, align 8
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
@_ZTV1A = linkonce_odr dso_local unnamed_addr constant { [4 x ptr] } { [4 x ptr] [ptr null, ptr @_ZTI1A, ptr @_ZN1AD2Ev, ptr @_ZN1AD0Ev] }, comdat, align 8
@_ZTV1B = linkonce_odr dso_local unnamed_addr constant { [4 x ptr] } { [4 x ptr] [ptr null, ptr @_ZTI1B, ptr @_ZN1AD2Ev, ptr @_ZN1BD0Ev] }, comdat, align 8
@_ZTV1C = linkonce_odr dso_local unnamed_addr constant { [4 x ptr] } { [4 x ptr] [ptr null, ptr @_ZTI1C, ptr @_ZN1AD2Ev, ptr @_ZN1CD0Ev] }, comdat, align 8

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
  br label %2

1:                                                ; preds = %32
  ret i32 0

2:                                                ; preds = %0, %32
  %3 = phi i32 [ 0, %0 ], [ %33, %32 ]
  switch i32 %3, label %17 [
    i32 0, label %6
    i32 1, label %4
    i32 2, label %5
    i32 3, label %11
    i32 4, label %13
    i32 5, label %15
  ]

4:                                                ; preds = %2
  br label %6

5:                                                ; preds = %2
  br label %6

6:                                                ; preds = %2, %4, %5
  %7 = phi ptr [ getelementptr inbounds inrange(-16, 16) (i8, ptr @_ZTV1B, i64 16), %4 ], [ getelementptr inbounds inrange(-16, 16) (i8, ptr @_ZTV1C, i64 16), %5 ], [ getelementptr inbounds inrange(-16, 16) (i8, ptr @_ZTV1A, i64 16), %2 ]
  %8 = phi ptr [ @_ZTI1B, %4 ], [ @_ZTI1C, %5 ], [ @_ZTI1A, %2 ]
  %9 = tail call ptr @__cxa_allocate_exception(i64 8) #6
  store ptr %7, ptr %9, align 8, !tbaa !5
  invoke void @__cxa_throw(ptr nonnull %9, ptr nonnull %8, ptr nonnull @_ZN1AD2Ev) #7
          to label %10 unwind label %23

10:                                               ; preds = %6
  unreachable

11:                                               ; preds = %2
  %12 = tail call ptr @__cxa_allocate_exception(i64 4) #6
  store i32 3, ptr %12, align 16, !tbaa !8
  br label %19

13:                                               ; preds = %2
  %14 = tail call ptr @__cxa_allocate_exception(i64 8) #6
  store i64 4, ptr %14, align 16, !tbaa !11
  br label %19

15:                                               ; preds = %2
  %16 = tail call ptr @__cxa_allocate_exception(i64 4) #6
  store i32 5, ptr %16, align 16, !tbaa !8
  br label %19

17:                                               ; preds = %2
  %18 = tail call ptr @__cxa_allocate_exception(i64 1) #6
  store i8 99, ptr %18, align 16, !tbaa !13
  br label %19

19:                                               ; preds = %11, %13, %15, %17
  %20 = phi ptr [ %18, %17 ], [ %16, %15 ], [ %14, %13 ], [ %12, %11 ]
  %21 = phi ptr [ @_ZTIc, %17 ], [ @_ZTIj, %15 ], [ @_ZTIl, %13 ], [ @_ZTIi, %11 ]
  invoke void @__cxa_throw(ptr nonnull %20, ptr nonnull %21, ptr null) #7
          to label %22 unwind label %23

22:                                               ; preds = %19
  unreachable

23:                                               ; preds = %6, %19
  %24 = landingpad { ptr, i32 }
          catch ptr @_ZTI1C
          catch ptr @_ZTIl
          catch ptr @_ZTI1A
          catch ptr @_ZTI1B
          catch ptr @_ZTIj
          catch ptr @_ZTIi
          catch ptr null
  %25 = extractvalue { ptr, i32 } %24, 0
  %26 = extractvalue { ptr, i32 } %24, 1
  %27 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI1C) #6
  %28 = icmp eq i32 %26, %27
  br i1 %28, label %29, label %35

29:                                               ; preds = %23
  %30 = tail call ptr @__cxa_begin_catch(ptr %25) #6
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %3)
  tail call void @__cxa_end_catch()
  br label %32

32:                                               ; preds = %69, %66, %58, %52, %46, %38, %29
  %33 = add nuw nsw i32 %3, 1
  %34 = icmp eq i32 %33, 7
  br i1 %34, label %1, label %2, !llvm.loop !14

35:                                               ; preds = %23
  %36 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIl) #6
  %37 = icmp eq i32 %26, %36
  br i1 %37, label %38, label %43

38:                                               ; preds = %35
  %39 = tail call ptr @__cxa_begin_catch(ptr %25) #6
  %40 = load i64, ptr %39, align 8, !tbaa !11
  %41 = trunc i64 %40 to i32
  %42 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %3, i32 noundef %41)
  tail call void @__cxa_end_catch() #6
  br label %32

43:                                               ; preds = %35
  %44 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI1A) #6
  %45 = icmp eq i32 %26, %44
  br i1 %45, label %46, label %49

46:                                               ; preds = %43
  %47 = tail call ptr @__cxa_begin_catch(ptr %25) #6
  %48 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %3)
  tail call void @__cxa_end_catch()
  br label %32

49:                                               ; preds = %43
  %50 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI1B) #6
  %51 = icmp eq i32 %26, %50
  br i1 %51, label %52, label %55

52:                                               ; preds = %49
  %53 = tail call ptr @__cxa_begin_catch(ptr %25) #6
  %54 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %3)
  tail call void @__cxa_end_catch()
  br label %32

55:                                               ; preds = %49
  %56 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIj) #6
  %57 = icmp eq i32 %26, %56
  br i1 %57, label %58, label %62

58:                                               ; preds = %55
  %59 = tail call ptr @__cxa_begin_catch(ptr %25) #6
  %60 = load i32, ptr %59, align 4, !tbaa !8
  %61 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %3, i32 noundef %60)
  tail call void @__cxa_end_catch() #6
  br label %32

62:                                               ; preds = %55
  %63 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #6
  %64 = icmp eq i32 %26, %63
  %65 = tail call ptr @__cxa_begin_catch(ptr %25) #6
  br i1 %64, label %66, label %69

66:                                               ; preds = %62
  %67 = load i32, ptr %65, align 4, !tbaa !8
  %68 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %3, i32 noundef %67)
  tail call void @__cxa_end_catch() #6
  br label %32

69:                                               ; preds = %62
  %70 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %3)
  tail call void @__cxa_end_catch()
  br label %32
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #1

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

declare void @__cxa_end_catch() local_unnamed_addr

declare ptr @__cxa_allocate_exception(i64) local_unnamed_addr

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN1AD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #3 comdat align 2 {
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN1AD0Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #3 comdat align 2 {
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 8) #8
  ret void
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvm(ptr noundef, i64 noundef) local_unnamed_addr #4

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN1BD0Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #5 comdat align 2 {
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 8) #8
  ret void
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN1CD0Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #5 comdat align 2 {
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 8) #8
  ret void
}

attributes #0 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind memory(none) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { inlinehint mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }
attributes #7 = { noreturn }
attributes #8 = { builtin nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"vtable pointer", !7, i64 0}
!7 = !{!"Simple C++ TBAA"}
!8 = !{!9, !9, i64 0}
!9 = !{!"int", !10, i64 0}
!10 = !{!"omnipotent char", !7, i64 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"long", !10, i64 0}
!13 = !{!10, !10, i64 0}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.mustprogress"}

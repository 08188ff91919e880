; ModuleID = 'dtor_order_scopes.cpp'
source_filename = "dtor_order_scopes.cpp"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i686-unknown-linux-gnu"

@_ZTIi = external constant ptr
@.str = private unnamed_addr constant [11 x i8] c"caught %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [8 x i8] c"ext %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [7 x i8] c"T(%d)\0A\00", align 1
@.str.3 = private unnamed_addr constant [8 x i8] c"~T(%d)\0A\00", align 1
@.str.4 = private unnamed_addr constant [12 x i8] c"boom on %d\0A\00", align 1

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
  br label %2

1:                                                ; preds = %48
  ret i32 0

2:                                                ; preds = %0, %48
  %3 = phi i32 [ 0, %0 ], [ %53, %48 ]
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 1)
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 2)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 3)
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 4)
  %8 = icmp eq i32 %3, 0
  br i1 %8, label %9, label %13

9:                                                ; preds = %2
  %10 = tail call ptr @__cxa_allocate_exception(i32 4) #3
  store i32 40, ptr %10, align 16, !tbaa !6
  invoke void @__cxa_throw(ptr nonnull %10, ptr nonnull @_ZTIi, ptr null) #4
          to label %47 unwind label %11

11:                                               ; preds = %9
  %12 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  br label %32

13:                                               ; preds = %2
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 4)
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 5)
  %16 = icmp eq i32 %3, 1
  br i1 %16, label %17, label %25

17:                                               ; preds = %13
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 6)
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 6)
  %20 = tail call ptr @__cxa_allocate_exception(i32 4) #3
  store i32 6, ptr %20, align 16, !tbaa !6
  invoke void @__cxa_throw(ptr nonnull %20, ptr nonnull @_ZTIi, ptr null) #4
          to label %21 unwind label %22

21:                                               ; preds = %17
  unreachable

22:                                               ; preds = %17
  %23 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 6)
  br label %32

25:                                               ; preds = %13
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 3)
  %27 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 5)
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 3)
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 2)
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 7)
  %31 = tail call ptr @__cxa_allocate_exception(i32 4) #3
  store i32 70, ptr %31, align 16, !tbaa !6
  invoke void @__cxa_throw(ptr nonnull %31, ptr nonnull @_ZTIi, ptr null) #4
          to label %47 unwind label %37

32:                                               ; preds = %22, %11
  %33 = phi i32 [ 5, %22 ], [ 4, %11 ]
  %34 = phi { ptr, i32 } [ %23, %22 ], [ %12, %11 ]
  %35 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %33)
  %36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 3)
  br label %39

37:                                               ; preds = %25
  %38 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  br label %39

39:                                               ; preds = %37, %32
  %40 = phi i32 [ 7, %37 ], [ 2, %32 ]
  %41 = phi { ptr, i32 } [ %38, %37 ], [ %34, %32 ]
  %42 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %40)
  %43 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 1)
  %44 = extractvalue { ptr, i32 } %41, 1
  %45 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #3
  %46 = icmp eq i32 %44, %45
  br i1 %46, label %48, label %55

47:                                               ; preds = %25, %9
  unreachable

48:                                               ; preds = %39
  %49 = extractvalue { ptr, i32 } %41, 0
  %50 = tail call ptr @__cxa_begin_catch(ptr %49) #3
  %51 = load i32, ptr %50, align 4, !tbaa !6
  %52 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %51)
  tail call void @__cxa_end_catch() #3
  %53 = add nuw nsw i32 %3, 1
  %54 = icmp eq i32 %53, 3
  br i1 %54, label %1, label %2, !llvm.loop !10

55:                                               ; preds = %39
  resume { ptr, i32 } %41
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #1

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

declare void @__cxa_end_catch() local_unnamed_addr

declare ptr @__cxa_allocate_exception(i32) local_unnamed_addr

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

attributes #0 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind memory(none) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }
attributes #4 = { noreturn }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"uwtable", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}

; ModuleID = 'static_init_throws.cpp'
source_filename = "static_init_throws.cpp"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i686-unknown-linux-gnu"

%struct.Config = type { i32 }

$_ZN6ConfigC2Ei = comdat any

@_ZTIi = external constant ptr
@.str = private unnamed_addr constant [11 x i8] c"get -> %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [27 x i8] c"init failed at attempt %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [13 x i8] c"attempts %d\0A\00", align 1
@_ZL8attempts = internal unnamed_addr global i32 0, align 4
@_ZZL3getvE1c = internal global %struct.Config zeroinitializer, align 4
@_ZGVZL3getvE1c = internal global i64 0, align 4
@.str.3 = private unnamed_addr constant [19 x i8] c"Config attempt %d\0A\00", align 1

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
  %1 = invoke fastcc noundef i32 @_ZL3getv()
          to label %2 unwind label %4

2:                                                ; preds = %0
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %1)
  br label %14

4:                                                ; preds = %0
  %5 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %6 = extractvalue { ptr, i32 } %5, 1
  %7 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #6
  %8 = icmp eq i32 %6, %7
  br i1 %8, label %9, label %73

9:                                                ; preds = %4
  %10 = extractvalue { ptr, i32 } %5, 0
  %11 = tail call ptr @__cxa_begin_catch(ptr %10) #6
  %12 = load i32, ptr %11, align 4, !tbaa !6
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %12)
  tail call void @__cxa_end_catch() #6
  br label %14

14:                                               ; preds = %2, %9
  %15 = invoke fastcc noundef i32 @_ZL3getv()
          to label %26 unwind label %16

16:                                               ; preds = %14
  %17 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %18 = extractvalue { ptr, i32 } %17, 1
  %19 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #6
  %20 = icmp eq i32 %18, %19
  br i1 %20, label %21, label %73

21:                                               ; preds = %16
  %22 = extractvalue { ptr, i32 } %17, 0
  %23 = tail call ptr @__cxa_begin_catch(ptr %22) #6
  %24 = load i32, ptr %23, align 4, !tbaa !6
  %25 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %24)
  tail call void @__cxa_end_catch() #6
  br label %28

26:                                               ; preds = %14
  %27 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %15)
  br label %28

28:                                               ; preds = %26, %21
  %29 = invoke fastcc noundef i32 @_ZL3getv()
          to label %40 unwind label %30

30:                                               ; preds = %28
  %31 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %32 = extractvalue { ptr, i32 } %31, 1
  %33 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #6
  %34 = icmp eq i32 %32, %33
  br i1 %34, label %35, label %73

35:                                               ; preds = %30
  %36 = extractvalue { ptr, i32 } %31, 0
  %37 = tail call ptr @__cxa_begin_catch(ptr %36) #6
  %38 = load i32, ptr %37, align 4, !tbaa !6
  %39 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %38)
  tail call void @__cxa_end_catch() #6
  br label %42

40:                                               ; preds = %28
  %41 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %29)
  br label %42

42:                                               ; preds = %40, %35
  %43 = invoke fastcc noundef i32 @_ZL3getv()
          to label %54 unwind label %44

44:                                               ; preds = %42
  %45 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %46 = extractvalue { ptr, i32 } %45, 1
  %47 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #6
  %48 = icmp eq i32 %46, %47
  br i1 %48, label %49, label %73

49:                                               ; preds = %44
  %50 = extractvalue { ptr, i32 } %45, 0
  %51 = tail call ptr @__cxa_begin_catch(ptr %50) #6
  %52 = load i32, ptr %51, align 4, !tbaa !6
  %53 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %52)
  tail call void @__cxa_end_catch() #6
  br label %56

54:                                               ; preds = %42
  %55 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %43)
  br label %56

56:                                               ; preds = %54, %49
  %57 = invoke fastcc noundef i32 @_ZL3getv()
          to label %68 unwind label %58

58:                                               ; preds = %56
  %59 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %60 = extractvalue { ptr, i32 } %59, 1
  %61 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #6
  %62 = icmp eq i32 %60, %61
  br i1 %62, label %63, label %73

63:                                               ; preds = %58
  %64 = extractvalue { ptr, i32 } %59, 0
  %65 = tail call ptr @__cxa_begin_catch(ptr %64) #6
  %66 = load i32, ptr %65, align 4, !tbaa !6
  %67 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %66)
  tail call void @__cxa_end_catch() #6
  br label %70

68:                                               ; preds = %56
  %69 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %57)
  br label %70

70:                                               ; preds = %68, %63
  %71 = load i32, ptr @_ZL8attempts, align 4, !tbaa !6
  %72 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %71)
  ret i32 0

73:                                               ; preds = %58, %44, %30, %16, %4
  %74 = phi { ptr, i32 } [ %5, %4 ], [ %17, %16 ], [ %31, %30 ], [ %45, %44 ], [ %59, %58 ]
  resume { ptr, i32 } %74
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress noinline norecurse uwtable
define internal fastcc noundef i32 @_ZL3getv() unnamed_addr #2 personality ptr @__gxx_personality_v0 {
  %1 = load atomic i8, ptr @_ZGVZL3getvE1c acquire, align 4
  %2 = icmp eq i8 %1, 0
  br i1 %2, label %3, label %10, !prof !10

3:                                                ; preds = %0
  %4 = tail call i32 @__cxa_guard_acquire(ptr nonnull @_ZGVZL3getvE1c) #6
  %5 = icmp eq i32 %4, 0
  br i1 %5, label %10, label %6

6:                                                ; preds = %3
  %7 = load i32, ptr @_ZL8attempts, align 4, !tbaa !6
  %8 = add nsw i32 %7, 1
  store i32 %8, ptr @_ZL8attempts, align 4, !tbaa !6
  invoke void @_ZN6ConfigC2Ei(ptr noundef nonnull align 4 dereferenceable(4) @_ZZL3getvE1c, i32 noundef %8)
          to label %9 unwind label %12

9:                                                ; preds = %6
  tail call void @__cxa_guard_release(ptr nonnull @_ZGVZL3getvE1c) #6
  br label %10

10:                                               ; preds = %9, %3, %0
  %11 = load i32, ptr @_ZZL3getvE1c, align 4, !tbaa !11
  ret i32 %11

12:                                               ; preds = %6
  %13 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_guard_abort(ptr nonnull @_ZGVZL3getvE1c) #6
  resume { ptr, i32 } %13
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #3

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: nofree nounwind
declare i32 @__cxa_guard_acquire(ptr) local_unnamed_addr #4

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN6ConfigC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #5 comdat align 2 {
  %3 = mul nsw i32 %1, 10
  store i32 %3, ptr %0, align 4, !tbaa !11
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %1)
  %5 = icmp slt i32 %1, 3
  br i1 %5, label %6, label %8

6:                                                ; preds = %2
  %7 = tail call ptr @__cxa_allocate_exception(i32 4) #6
  store i32 %1, ptr %7, align 16, !tbaa !6
  tail call void @__cxa_throw(ptr nonnull %7, ptr nonnull @_ZTIi, ptr null) #7
  unreachable

8:                                                ; preds = %2
  ret void
}

; Function Attrs: nofree nounwind
declare void @__cxa_guard_abort(ptr) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare void @__cxa_guard_release(ptr) local_unnamed_addr #4

declare ptr @__cxa_allocate_exception(i32) local_unnamed_addr

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

attributes #0 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress noinline norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind memory(none) }
attributes #4 = { nofree nounwind }
attributes #5 = { mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }
attributes #7 = { noreturn }

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
!10 = !{!"branch_weights", i32 1, i32 1048575}
!11 = !{!12, !7, i64 0}
!12 = !{!"_ZTS6Config", !7, i64 0}

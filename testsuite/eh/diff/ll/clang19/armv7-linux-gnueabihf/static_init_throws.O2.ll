; ModuleID = 'static_init_throws.cpp'
source_filename = "static_init_throws.cpp"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv7-unknown-linux-gnueabihf"

%struct.Config = type { i32 }

$_ZN6ConfigC2Ei = comdat any

@_ZTIi = external constant ptr
@.str = private unnamed_addr constant [11 x i8] c"get -> %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [27 x i8] c"init failed at attempt %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [13 x i8] c"attempts %d\0A\00", align 1
@_ZL8attempts = internal unnamed_addr global i32 0, align 4
@_ZZL3getvE1c = internal global %struct.Config zeroinitializer, align 4
@_ZGVZL3getvE1c = internal global i32 0, align 4
@.str.3 = private unnamed_addr constant [19 x i8] c"Config attempt %d\0A\00", align 1

; Function Attrs: mustprogress norecurse
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
  %12 = load i32, ptr %11, align 4, !tbaa !5
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
  %24 = load i32, ptr %23, align 4, !tbaa !5
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
  %38 = load i32, ptr %37, align 4, !tbaa !5
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
  %52 = load i32, ptr %51, align 4, !tbaa !5
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
  %66 = load i32, ptr %65, align 4, !tbaa !5
  %67 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %66)
  tail call void @__cxa_end_catch() #6
  br label %70

68:                                               ; preds = %56
  %69 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %57)
  br label %70

70:                                               ; preds = %68, %63
  %71 = load i32, ptr @_ZL8attempts, align 4, !tbaa !5
  %72 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %71)
  ret i32 0

73:                                               ; preds = %58, %44, %30, %16, %4
  %74 = phi { ptr, i32 } [ %5, %4 ], [ %17, %16 ], [ %31, %30 ], [ %45, %44 ], [ %59, %58 ]
  resume { ptr, i32 } %74
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress noinline norecurse
define internal fastcc noundef i32 @_ZL3getv() unnamed_addr #2 personality ptr @__gxx_personality_v0 {
  %1 = load atomic i8, ptr @_ZGVZL3getvE1c acquire, align 4
  %2 = and i8 %1, 1
  %3 = icmp eq i8 %2, 0
  br i1 %3, label %4, label %12, !prof !9

4:                                                ; preds = %0
  %5 = tail call i32 @__cxa_guard_acquire(ptr nonnull @_ZGVZL3getvE1c) #6
  %6 = icmp eq i32 %5, 0
  br i1 %6, label %12, label %7

7:                                                ; preds = %4
  %8 = load i32, ptr @_ZL8attempts, align 4, !tbaa !5
  %9 = add nsw i32 %8, 1
  store i32 %9, ptr @_ZL8attempts, align 4, !tbaa !5
  %10 = invoke noundef ptr @_ZN6ConfigC2Ei(ptr noundef nonnull align 4 dereferenceable(4) @_ZZL3getvE1c, i32 noundef %9)
          to label %11 unwind label %14

11:                                               ; preds = %7
  tail call void @__cxa_guard_release(ptr nonnull @_ZGVZL3getvE1c) #6
  br label %12

12:                                               ; preds = %11, %4, %0
  %13 = load i32, ptr @_ZZL3getvE1c, align 4, !tbaa !10
  ret i32 %13

14:                                               ; preds = %7
  %15 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_guard_abort(ptr nonnull @_ZGVZL3getvE1c) #6
  resume { ptr, i32 } %15
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #3

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: nofree nounwind
declare i32 @__cxa_guard_acquire(ptr) local_unnamed_addr #4

; Function Attrs: mustprogress
define linkonce_odr dso_local noundef ptr @_ZN6ConfigC2Ei(ptr noundef nonnull returned align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #5 comdat align 2 {
  %3 = mul nsw i32 %1, 10
  store i32 %3, ptr %0, align 4, !tbaa !10
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %1)
  %5 = icmp slt i32 %1, 3
  br i1 %5, label %6, label %8

6:                                                ; preds = %2
  %7 = tail call ptr @__cxa_allocate_exception(i32 4) #6
  store i32 %1, ptr %7, align 8, !tbaa !5
  tail call void @__cxa_throw(ptr nonnull %7, ptr nonnull @_ZTIi, ptr null) #7
  unreachable

8:                                                ; preds = %2
  ret ptr %0
}

; Function Attrs: nofree nounwind
declare void @__cxa_guard_abort(ptr) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare void @__cxa_guard_release(ptr) local_unnamed_addr #4

declare ptr @__cxa_allocate_exception(i32) local_unnamed_addr

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

attributes #0 = { mustprogress norecurse "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { mustprogress noinline norecurse "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { nofree nosync nounwind memory(none) }
attributes #4 = { nofree nounwind }
attributes #5 = { mustprogress "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #6 = { nounwind }
attributes #7 = { noreturn }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{!"branch_weights", i32 1, i32 1048575}
!10 = !{!11, !6, i64 0}
!11 = !{!"_ZTS6Config", !6, i64 0}

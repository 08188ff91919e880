; ModuleID = 'static_init_throws.cpp'
source_filename = "static_init_throws.cpp"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

%struct.Config = type { i32 }

$_ZN6ConfigC2Ei = comdat any

@_ZTIi = external constant i8*
@.str = private unnamed_addr constant [11 x i8] c"get -> %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [27 x i8] c"init failed at attempt %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [13 x i8] c"attempts %d\0A\00", align 1
@_ZL8attempts = internal unnamed_addr global i32 0, align 4
@_ZZL3getvE1c = internal global %struct.Config zeroinitializer, align 4
@_ZGVZL3getvE1c = internal global i64 0, align 8
@.str.3 = private unnamed_addr constant [19 x i8] c"Config attempt %d\0A\00", align 1

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %1 = invoke fastcc noundef i32 @_ZL3getv()
          to label %2 unwind label %4

2:                                                ; preds = %0
  %3 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str, i64 0, i64 0), i32 noundef %1)
  br label %15

4:                                                ; preds = %0
  %5 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %6 = extractvalue { i8*, i32 } %5, 1
  %7 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #6
  %8 = icmp eq i32 %6, %7
  br i1 %8, label %9, label %78

9:                                                ; preds = %4
  %10 = extractvalue { i8*, i32 } %5, 0
  %11 = tail call i8* @__cxa_begin_catch(i8* %10) #6
  %12 = bitcast i8* %11 to i32*
  %13 = load i32, i32* %12, align 4, !tbaa !10
  %14 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @.str.1, i64 0, i64 0), i32 noundef %13)
  tail call void @__cxa_end_catch() #6
  br label %15

15:                                               ; preds = %2, %9
  %16 = invoke fastcc noundef i32 @_ZL3getv()
          to label %28 unwind label %17

17:                                               ; preds = %15
  %18 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %19 = extractvalue { i8*, i32 } %18, 1
  %20 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #6
  %21 = icmp eq i32 %19, %20
  br i1 %21, label %22, label %78

22:                                               ; preds = %17
  %23 = extractvalue { i8*, i32 } %18, 0
  %24 = tail call i8* @__cxa_begin_catch(i8* %23) #6
  %25 = bitcast i8* %24 to i32*
  %26 = load i32, i32* %25, align 4, !tbaa !10
  %27 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @.str.1, i64 0, i64 0), i32 noundef %26)
  tail call void @__cxa_end_catch() #6
  br label %30

28:                                               ; preds = %15
  %29 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str, i64 0, i64 0), i32 noundef %16)
  br label %30

30:                                               ; preds = %28, %22
  %31 = invoke fastcc noundef i32 @_ZL3getv()
          to label %43 unwind label %32

32:                                               ; preds = %30
  %33 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %34 = extractvalue { i8*, i32 } %33, 1
  %35 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #6
  %36 = icmp eq i32 %34, %35
  br i1 %36, label %37, label %78

37:                                               ; preds = %32
  %38 = extractvalue { i8*, i32 } %33, 0
  %39 = tail call i8* @__cxa_begin_catch(i8* %38) #6
  %40 = bitcast i8* %39 to i32*
  %41 = load i32, i32* %40, align 4, !tbaa !10
  %42 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @.str.1, i64 0, i64 0), i32 noundef %41)
  tail call void @__cxa_end_catch() #6
  br label %45

43:                                               ; preds = %30
  %44 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str, i64 0, i64 0), i32 noundef %31)
  br label %45

45:                                               ; preds = %43, %37
  %46 = invoke fastcc noundef i32 @_ZL3getv()
          to label %58 unwind label %47

47:                                               ; preds = %45
  %48 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %49 = extractvalue { i8*, i32 } %48, 1
  %50 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #6
  %51 = icmp eq i32 %49, %50
  br i1 %51, label %52, label %78

52:                                               ; preds = %47
  %53 = extractvalue { i8*, i32 } %48, 0
  %54 = tail call i8* @__cxa_begin_catch(i8* %53) #6
  %55 = bitcast i8* %54 to i32*
  %56 = load i32, i32* %55, align 4, !tbaa !10
  %57 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @.str.1, i64 0, i64 0), i32 noundef %56)
  tail call void @__cxa_end_catch() #6
  br label %60

58:                                               ; preds = %45
  %59 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str, i64 0, i64 0), i32 noundef %46)
  br label %60

60:                                               ; preds = %58, %52
  %61 = invoke fastcc noundef i32 @_ZL3getv()
          to label %73 unwind label %62

62:                                               ; preds = %60
  %63 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %64 = extractvalue { i8*, i32 } %63, 1
  %65 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #6
  %66 = icmp eq i32 %64, %65
  br i1 %66, label %67, label %78

67:                                               ; preds = %62
  %68 = extractvalue { i8*, i32 } %63, 0
  %69 = tail call i8* @__cxa_begin_catch(i8* %68) #6
  %70 = bitcast i8* %69 to i32*
  %71 = load i32, i32* %70, align 4, !tbaa !10
  %72 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @.str.1, i64 0, i64 0), i32 noundef %71)
  tail call void @__cxa_end_catch() #6
  br label %75

73:                                               ; preds = %60
  %74 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str, i64 0, i64 0), i32 noundef %61)
  br label %75

75:                                               ; preds = %73, %67
  %76 = load i32, i32* @_ZL8attempts, align 4, !tbaa !10
  %77 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.2, i64 0, i64 0), i32 noundef %76)
  ret i32 0

78:                                               ; preds = %62, %47, %32, %17, %4
  %79 = phi { i8*, i32 } [ %5, %4 ], [ %18, %17 ], [ %33, %32 ], [ %48, %47 ], [ %63, %62 ]
  resume { i8*, i32 } %79
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress noinline norecurse uwtable
define internal fastcc noundef i32 @_ZL3getv() unnamed_addr #2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %1 = load atomic i8, i8* bitcast (i64* @_ZGVZL3getvE1c to i8*) acquire, align 8
  %2 = and i8 %1, 1
  %3 = icmp eq i8 %2, 0
  br i1 %3, label %4, label %11, !prof !14

4:                                                ; preds = %0
  %5 = tail call i32 @__cxa_guard_acquire(i64* nonnull @_ZGVZL3getvE1c) #6
  %6 = icmp eq i32 %5, 0
  br i1 %6, label %11, label %7

7:                                                ; preds = %4
  %8 = load i32, i32* @_ZL8attempts, align 4, !tbaa !10
  %9 = add nsw i32 %8, 1
  store i32 %9, i32* @_ZL8attempts, align 4, !tbaa !10
  invoke void @_ZN6ConfigC2Ei(%struct.Config* noundef nonnull align 4 dereferenceable(4) @_ZZL3getvE1c, i32 noundef %9)
          to label %10 unwind label %13

10:                                               ; preds = %7
  tail call void @__cxa_guard_release(i64* nonnull @_ZGVZL3getvE1c) #6
  br label %11

11:                                               ; preds = %10, %4, %0
  %12 = load i32, i32* getelementptr inbounds (%struct.Config, %struct.Config* @_ZZL3getvE1c, i64 0, i32 0), align 4, !tbaa !15
  ret i32 %12

13:                                               ; preds = %7
  %14 = landingpad { i8*, i32 }
          cleanup
  tail call void @__cxa_guard_abort(i64* nonnull @_ZGVZL3getvE1c) #6
  resume { i8*, i32 } %14
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #3

declare i8* @__cxa_begin_catch(i8*) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: nofree nounwind
declare i32 @__cxa_guard_acquire(i64*) local_unnamed_addr #4

; Function Attrs: uwtable
define linkonce_odr dso_local void @_ZN6ConfigC2Ei(%struct.Config* noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #5 comdat align 2 {
  %3 = getelementptr inbounds %struct.Config, %struct.Config* %0, i64 0, i32 0
  %4 = mul nsw i32 %1, 10
  store i32 %4, i32* %3, align 4, !tbaa !15
  %5 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.3, i64 0, i64 0), i32 noundef %1)
  %6 = icmp slt i32 %1, 3
  br i1 %6, label %7, label %10

7:                                                ; preds = %2
  %8 = tail call i8* @__cxa_allocate_exception(i64 4) #6
  %9 = bitcast i8* %8 to i32*
  store i32 %1, i32* %9, align 16, !tbaa !10
  tail call void @__cxa_throw(i8* %8, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #7
  unreachable

10:                                               ; preds = %2
  ret void
}

; Function Attrs: nofree nounwind
declare void @__cxa_guard_abort(i64*) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare void @__cxa_guard_release(i64*) local_unnamed_addr #4

declare i8* @__cxa_allocate_exception(i64) local_unnamed_addr

declare void @__cxa_throw(i8*, i8*, i8*) local_unnamed_addr

attributes #0 = { mustprogress norecurse uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #1 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #2 = { mustprogress noinline norecurse uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #3 = { nofree nosync nounwind readnone }
attributes #4 = { nofree nounwind }
attributes #5 = { uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #6 = { nounwind }
attributes #7 = { noreturn }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"branch-target-enforcement", i32 0}
!2 = !{i32 1, !"sign-return-address", i32 0}
!3 = !{i32 1, !"sign-return-address-all", i32 0}
!4 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 1}
!9 = !{!"Debian clang version 14.0.6"}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !12, i64 0}
!12 = !{!"omnipotent char", !13, i64 0}
!13 = !{!"Simple C++ TBAA"}
!14 = !{!"branch_weights", i32 1, i32 1048575}
!15 = !{!16, !11, i64 0}
!16 = !{!"_ZTS6Config", !11, i64 0}

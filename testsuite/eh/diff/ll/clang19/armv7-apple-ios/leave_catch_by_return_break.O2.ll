; ModuleID = 'leave_catch_by_return_break.cpp'
source_filename = "leave_catch_by_return_break.cpp"
target datalayout = "e-m:o-p:32:32-Fi8-f64:32:64-v64:32:64-v128:32:128-a:0:32-n32-S32"
target triple = "thumbv7-apple-ios5.0.0"

@.str = private unnamed_addr constant [19 x i8] c"by_return gave %d\0A\00", align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS1E = linkonce_odr constant [3 x i8] c"1E\00", align 1
@_ZTI1E = linkonce_odr constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS1E }, align 4
@.str.5 = private unnamed_addr constant [22 x i8] c"after goto target %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [24 x i8] c"return from handler %d\0A\00", align 1
@.str.8 = private unnamed_addr constant [8 x i8] c"~E(%d)\0A\00", align 1
@str = private unnamed_addr constant [6 x i8] c"break\00", align 1
@str.9 = private unnamed_addr constant [5 x i8] c"goto\00", align 1
@str.10 = private unnamed_addr constant [9 x i8] c"continue\00", align 1
@str.11 = private unnamed_addr constant [6 x i8] c"never\00", align 1
@str.12 = private unnamed_addr constant [4 x i8] c"end\00", align 1

; Function Attrs: mustprogress norecurse
define noundef i32 @main() local_unnamed_addr #0 personality ptr @__gxx_personality_sj0 {
  %1 = tail call ptr @__cxa_allocate_exception(i32 4) #5
  store i32 1, ptr %1, align 4, !tbaa !5
  invoke void @__cxa_throw(ptr nonnull %1, ptr nonnull @_ZTI1E, ptr nonnull @_ZN1ED1Ev) #6
          to label %9 unwind label %2

2:                                                ; preds = %0
  %3 = landingpad { ptr, i32 }
          catch ptr @_ZTI1E
  %4 = extractvalue { ptr, i32 } %3, 1
  %5 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI1E) #5
  %6 = icmp eq i32 %4, %5
  br i1 %6, label %10, label %7

7:                                                ; preds = %18, %38, %56, %74, %2
  %8 = phi { ptr, i32 } [ %3, %2 ], [ %19, %18 ], [ %39, %38 ], [ %57, %56 ], [ %75, %74 ]
  resume { ptr, i32 } %8

9:                                                ; preds = %0
  unreachable

10:                                               ; preds = %2
  %11 = extractvalue { ptr, i32 } %3, 0
  %12 = tail call ptr @__cxa_begin_catch(ptr %11) #5
  %13 = load i32, ptr %12, align 4, !tbaa !5
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %13)
  %15 = load i32, ptr %12, align 4, !tbaa !5
  tail call void @__cxa_end_catch()
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %15)
  %17 = tail call ptr @__cxa_allocate_exception(i32 4) #5
  store i32 2, ptr %17, align 4, !tbaa !5
  invoke void @__cxa_throw(ptr nonnull %17, ptr nonnull @_ZTI1E, ptr nonnull @_ZN1ED1Ev) #6
          to label %92 unwind label %18

18:                                               ; preds = %10
  %19 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI1E
  %20 = extractvalue { ptr, i32 } %19, 1
  %21 = icmp eq i32 %20, %4
  br i1 %21, label %22, label %7

22:                                               ; preds = %18
  %23 = extractvalue { ptr, i32 } %19, 0
  %24 = tail call ptr @__cxa_begin_catch(ptr %23) #5
  %25 = load i32, ptr %24, align 4, !tbaa !5
  switch i32 %25, label %32 [
    i32 2, label %26
    i32 3, label %30
    i32 4, label %28
  ]

26:                                               ; preds = %22
  %27 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.10)
  tail call void @__cxa_end_catch()
  br label %36

28:                                               ; preds = %78, %60, %42, %22
  %29 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str)
  tail call void @__cxa_end_catch()
  br label %90

30:                                               ; preds = %22
  %31 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.9)
  tail call void @__cxa_end_catch()
  br label %34

32:                                               ; preds = %22
  tail call void @__cxa_end_catch()
  %33 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.11)
  br label %34

34:                                               ; preds = %30, %32
  %35 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 2)
  br label %36

36:                                               ; preds = %26, %34
  %37 = tail call ptr @__cxa_allocate_exception(i32 4) #5
  store i32 3, ptr %37, align 4, !tbaa !5
  invoke void @__cxa_throw(ptr nonnull %37, ptr nonnull @_ZTI1E, ptr nonnull @_ZN1ED1Ev) #6
          to label %92 unwind label %38

38:                                               ; preds = %36
  %39 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI1E
  %40 = extractvalue { ptr, i32 } %39, 1
  %41 = icmp eq i32 %40, %4
  br i1 %41, label %42, label %7

42:                                               ; preds = %38
  %43 = extractvalue { ptr, i32 } %39, 0
  %44 = tail call ptr @__cxa_begin_catch(ptr %43) #5
  %45 = load i32, ptr %44, align 4, !tbaa !5
  switch i32 %45, label %50 [
    i32 2, label %48
    i32 3, label %46
    i32 4, label %28
  ]

46:                                               ; preds = %42
  %47 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.9)
  tail call void @__cxa_end_catch()
  br label %52

48:                                               ; preds = %42
  %49 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.10)
  tail call void @__cxa_end_catch()
  br label %54

50:                                               ; preds = %42
  tail call void @__cxa_end_catch()
  %51 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.11)
  br label %52

52:                                               ; preds = %50, %46
  %53 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 3)
  br label %54

54:                                               ; preds = %52, %48
  %55 = tail call ptr @__cxa_allocate_exception(i32 4) #5
  store i32 4, ptr %55, align 4, !tbaa !5
  invoke void @__cxa_throw(ptr nonnull %55, ptr nonnull @_ZTI1E, ptr nonnull @_ZN1ED1Ev) #6
          to label %92 unwind label %56

56:                                               ; preds = %54
  %57 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI1E
  %58 = extractvalue { ptr, i32 } %57, 1
  %59 = icmp eq i32 %58, %4
  br i1 %59, label %60, label %7

60:                                               ; preds = %56
  %61 = extractvalue { ptr, i32 } %57, 0
  %62 = tail call ptr @__cxa_begin_catch(ptr %61) #5
  %63 = load i32, ptr %62, align 4, !tbaa !5
  switch i32 %63, label %68 [
    i32 2, label %66
    i32 3, label %64
    i32 4, label %28
  ]

64:                                               ; preds = %60
  %65 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.9)
  tail call void @__cxa_end_catch()
  br label %70

66:                                               ; preds = %60
  %67 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.10)
  tail call void @__cxa_end_catch()
  br label %72

68:                                               ; preds = %60
  tail call void @__cxa_end_catch()
  %69 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.11)
  br label %70

70:                                               ; preds = %68, %64
  %71 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 4)
  br label %72

72:                                               ; preds = %70, %66
  %73 = tail call ptr @__cxa_allocate_exception(i32 4) #5
  store i32 5, ptr %73, align 4, !tbaa !5
  invoke void @__cxa_throw(ptr nonnull %73, ptr nonnull @_ZTI1E, ptr nonnull @_ZN1ED1Ev) #6
          to label %92 unwind label %74

74:                                               ; preds = %72
  %75 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI1E
  %76 = extractvalue { ptr, i32 } %75, 1
  %77 = icmp eq i32 %76, %4
  br i1 %77, label %78, label %7

78:                                               ; preds = %74
  %79 = extractvalue { ptr, i32 } %75, 0
  %80 = tail call ptr @__cxa_begin_catch(ptr %79) #5
  %81 = load i32, ptr %80, align 4, !tbaa !5
  switch i32 %81, label %86 [
    i32 2, label %84
    i32 3, label %82
    i32 4, label %28
  ]

82:                                               ; preds = %78
  %83 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.9)
  tail call void @__cxa_end_catch()
  br label %88

84:                                               ; preds = %78
  %85 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.10)
  tail call void @__cxa_end_catch()
  br label %90

86:                                               ; preds = %78
  tail call void @__cxa_end_catch()
  %87 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.11)
  br label %88

88:                                               ; preds = %86, %82
  %89 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 5)
  br label %90

90:                                               ; preds = %84, %88, %28
  %91 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.12)
  ret i32 0

92:                                               ; preds = %72, %54, %36, %10
  unreachable
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

declare ptr @__cxa_allocate_exception(i32) local_unnamed_addr

declare i32 @__gxx_personality_sj0(...)

; Function Attrs: mustprogress nounwind
define linkonce_odr noundef ptr @_ZN1ED1Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #2 align 2 personality ptr @__gxx_personality_sj0 {
  %2 = load i32, ptr %0, align 4, !tbaa !5
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %2)
  ret ptr %0
}

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #3

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #4

attributes #0 = { mustprogress norecurse "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { nofree nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { mustprogress nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { nofree nosync nounwind memory(none) }
attributes #4 = { nofree nounwind }
attributes #5 = { nounwind }
attributes #6 = { noreturn }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !7, i64 0}
!6 = !{!"_ZTS1E", !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}

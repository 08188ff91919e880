; ModuleID = 'noexcept_caught_inside.cpp'
source_filename = "noexcept_caught_inside.cpp"
target datalayout = "e-m:o-p:32:32-Fi8-f64:32:64-v64:32:64-v128:32:128-a:0:32-n32-S32"
target triple = "thumbv7-apple-ios5.0.0"

@.str = private unnamed_addr constant [44 x i8] c"noexcept(safe(1))=%d noexcept(maybe(1))=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [10 x i8] c"total %d\0A\00", align 1
@_ZTIi = external constant i8*
@.str.2 = private unnamed_addr constant [16 x i8] c"maybe threw %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [16 x i8] c"safe caught %d\0A\00", align 1

; Function Attrs: mustprogress norecurse
define noundef i32 @main() local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__gxx_personality_sj0 to i8*) {
  %1 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([44 x i8], [44 x i8]* @.str, i32 0, i32 0), i32 noundef 1, i32 noundef 0)
  %2 = tail call i8* @__cxa_allocate_exception(i32 4) #4
  %3 = bitcast i8* %2 to i32*
  store i32 1, i32* %3, align 8, !tbaa !9
  invoke void @__cxa_throw(i8* nonnull %2, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #5
          to label %5 unwind label %9

4:                                                ; preds = %27
  unreachable

5:                                                ; preds = %14, %0
  unreachable

6:                                                ; preds = %22, %9
  %7 = phi { i8*, i32 } [ %10, %9 ], [ %23, %22 ]
  %8 = extractvalue { i8*, i32 } %7, 0
  tail call void @__clang_call_terminate(i8* %8) #6
  unreachable

9:                                                ; preds = %0
  %10 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIi to i8*)
          catch i8* null
  %11 = extractvalue { i8*, i32 } %10, 1
  %12 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #4
  %13 = icmp eq i32 %11, %12
  br i1 %13, label %14, label %6

14:                                               ; preds = %9
  %15 = extractvalue { i8*, i32 } %10, 0
  %16 = tail call i8* @__cxa_begin_catch(i8* %15) #4
  %17 = bitcast i8* %16 to i32*
  %18 = load i32, i32* %17, align 4, !tbaa !9
  %19 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.3, i32 0, i32 0), i32 noundef %18) #4
  tail call void @__cxa_end_catch() #4
  %20 = tail call i8* @__cxa_allocate_exception(i32 4) #4
  %21 = bitcast i8* %20 to i32*
  store i32 3, i32* %21, align 8, !tbaa !9
  invoke void @__cxa_throw(i8* nonnull %20, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #5
          to label %5 unwind label %22

22:                                               ; preds = %14
  %23 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIi to i8*)
          catch i8* null
  %24 = extractvalue { i8*, i32 } %23, 1
  %25 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #4
  %26 = icmp eq i32 %24, %25
  br i1 %26, label %27, label %6

27:                                               ; preds = %22
  %28 = extractvalue { i8*, i32 } %23, 0
  %29 = tail call i8* @__cxa_begin_catch(i8* %28) #4
  %30 = bitcast i8* %29 to i32*
  %31 = load i32, i32* %30, align 4, !tbaa !9
  %32 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.3, i32 0, i32 0), i32 noundef %31) #4
  tail call void @__cxa_end_catch() #4
  %33 = add i32 %18, %31
  %34 = sub i32 2, %33
  %35 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.1, i32 0, i32 0), i32 noundef %34)
  %36 = tail call i8* @__cxa_allocate_exception(i32 4) #4
  %37 = bitcast i8* %36 to i32*
  store i32 3, i32* %37, align 8, !tbaa !9
  invoke void @__cxa_throw(i8* nonnull %36, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #5
          to label %4 unwind label %38

38:                                               ; preds = %27
  %39 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %40 = extractvalue { i8*, i32 } %39, 1
  %41 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #4
  %42 = icmp eq i32 %40, %41
  br i1 %42, label %43, label %49

43:                                               ; preds = %38
  %44 = extractvalue { i8*, i32 } %39, 0
  %45 = tail call i8* @__cxa_begin_catch(i8* %44) #4
  %46 = bitcast i8* %45 to i32*
  %47 = load i32, i32* %46, align 4, !tbaa !9
  %48 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.2, i32 0, i32 0), i32 noundef %47)
  tail call void @__cxa_end_catch() #4
  ret i32 0

49:                                               ; preds = %38
  resume { i8*, i32 } %39
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #1

declare i32 @__gxx_personality_sj0(...)

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #2

declare i8* @__cxa_begin_catch(i8*) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(i8* %0) local_unnamed_addr #3 {
  %2 = tail call i8* @__cxa_begin_catch(i8* %0) #4
  tail call void @_ZSt9terminatev() #6
  unreachable
}

declare void @_ZSt9terminatev() local_unnamed_addr

declare i8* @__cxa_allocate_exception(i32) local_unnamed_addr

declare void @__cxa_throw(i8*, i8*, i8*) local_unnamed_addr

attributes #0 = { mustprogress norecurse "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { nofree nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { nofree nosync nounwind readnone }
attributes #3 = { noinline noreturn nounwind }
attributes #4 = { nounwind }
attributes #5 = { noreturn }
attributes #6 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 1, !"branch-target-enforcement", i32 0}
!3 = !{i32 1, !"sign-return-address", i32 0}
!4 = !{i32 1, !"sign-return-address-all", i32 0}
!5 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!6 = !{i32 7, !"PIC Level", i32 2}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 14.0.6"}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C++ TBAA"}

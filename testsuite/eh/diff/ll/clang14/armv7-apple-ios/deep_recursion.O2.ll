; ModuleID = 'deep_recursion.cpp'
source_filename = "deep_recursion.cpp"
target datalayout = "e-m:o-p:32:32-Fi8-f64:32:64-v64:32:64-v128:32:128-a:0:32-n32-S32"
target triple = "thumbv7-apple-ios5.0.0"

@_ZTIi = external constant i8*
@.str = private unnamed_addr constant [25 x i8] c"caught %d, destroyed %d\0A\00", align 1
@_ZL9destroyed = internal unnamed_addr global i32 0, align 4
@.str.1 = private unnamed_addr constant [29 x i8] c"caught %d after %d rethrows\0A\00", align 1
@_ZL8rethrows = internal unnamed_addr global i32 0, align 4

; Function Attrs: mustprogress norecurse
define noundef i32 @main() local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__gxx_personality_sj0 to i8*) {
  %1 = invoke fastcc noundef i32 @_ZL4divei(i32 noundef 1)
          to label %14 unwind label %2

2:                                                ; preds = %0
  %3 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %4 = extractvalue { i8*, i32 } %3, 1
  %5 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #6
  %6 = icmp eq i32 %4, %5
  br i1 %6, label %7, label %29

7:                                                ; preds = %2
  %8 = extractvalue { i8*, i32 } %3, 0
  %9 = tail call i8* @__cxa_begin_catch(i8* %8) #6
  %10 = bitcast i8* %9 to i32*
  %11 = load i32, i32* %10, align 4, !tbaa !9
  %12 = load i32, i32* @_ZL9destroyed, align 4, !tbaa !9
  %13 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([25 x i8], [25 x i8]* @.str, i32 0, i32 0), i32 noundef %11, i32 noundef %12)
  tail call void @__cxa_end_catch() #6
  br label %14

14:                                               ; preds = %0, %7
  %15 = invoke fastcc noundef i32 @_ZL5chaini(i32 noundef 0)
          to label %28 unwind label %16

16:                                               ; preds = %14
  %17 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %18 = extractvalue { i8*, i32 } %17, 1
  %19 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #6
  %20 = icmp eq i32 %18, %19
  br i1 %20, label %21, label %29

21:                                               ; preds = %16
  %22 = extractvalue { i8*, i32 } %17, 0
  %23 = tail call i8* @__cxa_begin_catch(i8* %22) #6
  %24 = bitcast i8* %23 to i32*
  %25 = load i32, i32* %24, align 4, !tbaa !9
  %26 = load i32, i32* @_ZL8rethrows, align 4, !tbaa !9
  %27 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([29 x i8], [29 x i8]* @.str.1, i32 0, i32 0), i32 noundef %25, i32 noundef %26)
  tail call void @__cxa_end_catch() #6
  br label %28

28:                                               ; preds = %14, %21
  ret i32 0

29:                                               ; preds = %16, %2
  %30 = phi { i8*, i32 } [ %17, %16 ], [ %3, %2 ]
  resume { i8*, i32 } %30
}

; Function Attrs: noinline
define internal fastcc noundef i32 @_ZL4divei(i32 noundef %0) unnamed_addr #1 personality i8* bitcast (i32 (...)* @__gxx_personality_sj0 to i8*) {
  %2 = icmp eq i32 %0, 10000
  br i1 %2, label %3, label %12

3:                                                ; preds = %1
  %4 = tail call i8* @__cxa_allocate_exception(i32 4) #6
  %5 = bitcast i8* %4 to i32*
  store i32 10000, i32* %5, align 8, !tbaa !9
  invoke void @__cxa_throw(i8* nonnull %4, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #7
          to label %21 unwind label %6

6:                                                ; preds = %12, %3
  %7 = landingpad { i8*, i32 }
          cleanup
  %8 = icmp slt i32 %0, 1
  %9 = select i1 %8, i32 1000000, i32 1
  %10 = load i32, i32* @_ZL9destroyed, align 4, !tbaa !9
  %11 = add nsw i32 %10, %9
  store i32 %11, i32* @_ZL9destroyed, align 4, !tbaa !9
  resume { i8*, i32 } %7

12:                                               ; preds = %1
  %13 = add nsw i32 %0, 1
  %14 = invoke fastcc noundef i32 @_ZL4divei(i32 noundef %13)
          to label %15 unwind label %6

15:                                               ; preds = %12
  %16 = add nsw i32 %14, 1
  %17 = icmp slt i32 %0, 1
  %18 = select i1 %17, i32 1000000, i32 1
  %19 = load i32, i32* @_ZL9destroyed, align 4, !tbaa !9
  %20 = add nsw i32 %19, %18
  store i32 %20, i32* @_ZL9destroyed, align 4, !tbaa !9
  ret i32 %16

21:                                               ; preds = %3
  unreachable
}

declare i32 @__gxx_personality_sj0(...)

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #2

declare i8* @__cxa_begin_catch(i8*) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: mustprogress noinline
define internal fastcc noundef i32 @_ZL5chaini(i32 noundef %0) unnamed_addr #4 personality i8* bitcast (i32 (...)* @__gxx_personality_sj0 to i8*) {
  %2 = icmp eq i32 %0, 300
  br i1 %2, label %3, label %6

3:                                                ; preds = %1
  %4 = tail call i8* @__cxa_allocate_exception(i32 4) #6
  %5 = bitcast i8* %4 to i32*
  store i32 -300, i32* %5, align 8, !tbaa !9
  tail call void @__cxa_throw(i8* %4, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #7
  unreachable

6:                                                ; preds = %1
  %7 = add nsw i32 %0, 1
  %8 = invoke fastcc noundef i32 @_ZL5chaini(i32 noundef %7)
          to label %9 unwind label %11

9:                                                ; preds = %6
  %10 = add nsw i32 %8, 1
  ret i32 %10

11:                                               ; preds = %6
  %12 = landingpad { i8*, i32 }
          catch i8* null
  %13 = extractvalue { i8*, i32 } %12, 0
  %14 = tail call i8* @__cxa_begin_catch(i8* %13) #6
  %15 = load i32, i32* @_ZL8rethrows, align 4, !tbaa !9
  %16 = add nsw i32 %15, 1
  store i32 %16, i32* @_ZL8rethrows, align 4, !tbaa !9
  invoke void @__cxa_rethrow() #7
          to label %23 unwind label %17

17:                                               ; preds = %11
  %18 = landingpad { i8*, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %19 unwind label %20

19:                                               ; preds = %17
  resume { i8*, i32 } %18

20:                                               ; preds = %17
  %21 = landingpad { i8*, i32 }
          catch i8* null
  %22 = extractvalue { i8*, i32 } %21, 0
  tail call void @__clang_call_terminate(i8* %22) #8
  unreachable

23:                                               ; preds = %11
  unreachable
}

declare i8* @__cxa_allocate_exception(i32) local_unnamed_addr

declare void @__cxa_throw(i8*, i8*, i8*) local_unnamed_addr

declare void @__cxa_rethrow() local_unnamed_addr

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(i8* %0) local_unnamed_addr #5 {
  %2 = tail call i8* @__cxa_begin_catch(i8* %0) #6
  tail call void @_ZSt9terminatev() #8
  unreachable
}

declare void @_ZSt9terminatev() local_unnamed_addr

attributes #0 = { mustprogress norecurse "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { noinline "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { nofree nosync nounwind readnone }
attributes #3 = { nofree nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { mustprogress noinline "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #5 = { noinline noreturn nounwind }
attributes #6 = { nounwind }
attributes #7 = { noreturn }
attributes #8 = { noreturn nounwind }

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

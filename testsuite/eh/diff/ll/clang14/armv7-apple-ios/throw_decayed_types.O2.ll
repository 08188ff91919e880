; ModuleID = 'throw_decayed_types.cpp'
source_filename = "throw_decayed_types.cpp"
target datalayout = "e-m:o-p:32:32-Fi8-f64:32:64-v64:32:64-v128:32:128-a:0:32-n32-S32"
target triple = "thumbv7-apple-ios5.0.0"

@_ZTIPKi = external constant i8*
@_ZL5table = internal global [3 x i32] [i32 4, i32 5, i32 6], align 4
@_ZTIPi = external constant i8*
@.str = private unnamed_addr constant [31 x i8] c"array as const int*: %d %d %d\0A\00", align 1
@_ZTIPv = external constant i8*
@_ZTVN10__cxxabiv119__pointer_type_infoE = external global i8*
@_ZTSPFivE = linkonce_odr constant [6 x i8] c"PFivE\00", align 1
@_ZTVN10__cxxabiv120__function_type_infoE = external global i8*
@_ZTSFivE = linkonce_odr constant [5 x i8] c"FivE\00", align 1
@_ZTIFivE = linkonce_odr constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__function_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @_ZTSFivE, i32 0, i32 0) }, align 4
@_ZTIPFivE = linkonce_odr constant { i8*, i8*, i32, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv119__pointer_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @_ZTSPFivE, i32 0, i32 0), i32 0, i8* bitcast ({ i8*, i8* }* @_ZTIFivE to i8*) }, align 4
@.str.1 = private unnamed_addr constant [27 x i8] c"function pointer gives %d\0A\00", align 1
@__const.main.word = private unnamed_addr constant [6 x i8] c"hello\00", align 1
@_ZTIPKc = external constant i8*
@_ZTIPc = external constant i8*
@.str.3 = private unnamed_addr constant [31 x i8] c"char array as const char*: %s\0A\00", align 1
@str = private unnamed_addr constant [25 x i8] c"wrong: function as void*\00", align 1

; Function Attrs: mustprogress norecurse
define noundef i32 @main() local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__gxx_personality_sj0 to i8*) {
  %1 = alloca [6 x i8], align 1
  %2 = tail call i8* @__cxa_allocate_exception(i32 4) #7
  %3 = bitcast i8* %2 to i32**
  store i32* getelementptr inbounds ([3 x i32], [3 x i32]* @_ZL5table, i32 0, i32 0), i32** %3, align 8, !tbaa !9
  invoke void @__cxa_throw(i8* nonnull %2, i8* bitcast (i8** @_ZTIPi to i8*), i8* null) #8
          to label %59 unwind label %4

4:                                                ; preds = %0
  %5 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIPKi to i8*)
  %6 = extractvalue { i8*, i32 } %5, 1
  %7 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIPKi to i8*)) #7
  %8 = icmp eq i32 %6, %7
  br i1 %8, label %9, label %57

9:                                                ; preds = %4
  %10 = extractvalue { i8*, i32 } %5, 0
  %11 = tail call i8* @__cxa_begin_catch(i8* %10) #7
  %12 = bitcast i8* %11 to i32*
  %13 = load i32, i32* %12, align 4, !tbaa !13
  %14 = getelementptr inbounds i8, i8* %11, i32 4
  %15 = bitcast i8* %14 to i32*
  %16 = load i32, i32* %15, align 4, !tbaa !13
  %17 = getelementptr inbounds i8, i8* %11, i32 8
  %18 = bitcast i8* %17 to i32*
  %19 = load i32, i32* %18, align 4, !tbaa !13
  %20 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([31 x i8], [31 x i8]* @.str, i32 0, i32 0), i32 noundef %13, i32 noundef %16, i32 noundef %19)
  tail call void @__cxa_end_catch() #7
  %21 = tail call i8* @__cxa_allocate_exception(i32 4) #7
  %22 = bitcast i8* %21 to i32 ()**
  store i32 ()* @_ZL5sevenv, i32 ()** %22, align 8, !tbaa !9
  invoke void @__cxa_throw(i8* nonnull %21, i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIPFivE to i8*), i8* null) #8
          to label %59 unwind label %23

23:                                               ; preds = %9
  %24 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIPv to i8*)
          catch i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIPFivE to i8*)
  %25 = extractvalue { i8*, i32 } %24, 0
  %26 = extractvalue { i8*, i32 } %24, 1
  %27 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIPv to i8*)) #7
  %28 = icmp eq i32 %26, %27
  br i1 %28, label %29, label %36

29:                                               ; preds = %23
  %30 = tail call i8* @__cxa_begin_catch(i8* %25) #7
  %31 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([25 x i8], [25 x i8]* @str, i32 0, i32 0))
  br label %32

32:                                               ; preds = %29, %43
  tail call void @__cxa_end_catch() #7
  %33 = getelementptr inbounds [6 x i8], [6 x i8]* %1, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 6, i8* nonnull %33) #7
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* noundef nonnull align 1 dereferenceable(6) %33, i8* noundef nonnull align 1 dereferenceable(6) getelementptr inbounds ([6 x i8], [6 x i8]* @__const.main.word, i32 0, i32 0), i32 6, i1 false)
  %34 = tail call i8* @__cxa_allocate_exception(i32 4) #7
  %35 = bitcast i8* %34 to i8**
  store i8* %33, i8** %35, align 8, !tbaa !9
  invoke void @__cxa_throw(i8* nonnull %34, i8* bitcast (i8** @_ZTIPc to i8*), i8* null) #8
          to label %59 unwind label %47

36:                                               ; preds = %23
  %37 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIPFivE to i8*)) #7
  %38 = icmp eq i32 %26, %37
  br i1 %38, label %39, label %57

39:                                               ; preds = %36
  %40 = tail call i8* @__cxa_begin_catch(i8* %25) #7
  %41 = bitcast i8* %40 to i32 ()*
  %42 = invoke noundef i32 %41()
          to label %43 unwind label %45

43:                                               ; preds = %39
  %44 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @.str.1, i32 0, i32 0), i32 noundef %42)
  br label %32

45:                                               ; preds = %39
  %46 = landingpad { i8*, i32 }
          cleanup
  tail call void @__cxa_end_catch() #7
  br label %57

47:                                               ; preds = %32
  %48 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIPKc to i8*)
  %49 = extractvalue { i8*, i32 } %48, 1
  %50 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIPKc to i8*)) #7
  %51 = icmp eq i32 %49, %50
  br i1 %51, label %52, label %56

52:                                               ; preds = %47
  %53 = extractvalue { i8*, i32 } %48, 0
  %54 = call i8* @__cxa_begin_catch(i8* %53) #7
  %55 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([31 x i8], [31 x i8]* @.str.3, i32 0, i32 0), i8* noundef %54)
  call void @__cxa_end_catch() #7
  call void @llvm.lifetime.end.p0i8(i64 6, i8* nonnull %33) #7
  ret i32 0

56:                                               ; preds = %47
  call void @llvm.lifetime.end.p0i8(i64 6, i8* nonnull %33) #7
  br label %57

57:                                               ; preds = %56, %45, %36, %4
  %58 = phi { i8*, i32 } [ %48, %56 ], [ %46, %45 ], [ %24, %36 ], [ %5, %4 ]
  resume { i8*, i32 } %58

59:                                               ; preds = %32, %9, %0
  unreachable
}

declare i8* @__cxa_allocate_exception(i32) local_unnamed_addr

declare void @__cxa_throw(i8*, i8*, i8*) local_unnamed_addr

declare i32 @__gxx_personality_sj0(...)

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

declare i8* @__cxa_begin_catch(i8*) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define internal noundef i32 @_ZL5sevenv() #4 {
  ret i32 7
}

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i32(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i32, i1 immarg) #5

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #6

attributes #0 = { mustprogress norecurse "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { nofree nosync nounwind readnone }
attributes #2 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #3 = { nofree nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { mustprogress nofree norecurse nosync nounwind readnone willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #5 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #6 = { nofree nounwind }
attributes #7 = { nounwind }
attributes #8 = { noreturn }

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
!10 = !{!"any pointer", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C++ TBAA"}
!13 = !{!14, !14, i64 0}
!14 = !{!"int", !11, i64 0}

; ModuleID = 'current_exception_type.cpp'
source_filename = "current_exception_type.cpp"
target datalayout = "e-m:o-p:32:32-Fi8-f64:32:64-v64:32:64-v128:32:128-a:0:32-n32-S32"
target triple = "thumbv7-apple-ios5.0.0"

%"class.std::type_info" = type { i32 (...)**, i8* }

@.str = private unnamed_addr constant [6 x i8] c"start\00", align 1
@_ZTIi = external constant i8*
@.str.1 = private unnamed_addr constant [4 x i8] c"int\00", align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTSN2ns5ThingE = linkonce_odr constant [12 x i8] c"N2ns5ThingE\00", align 1
@_ZTIN2ns5ThingE = linkonce_odr constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([12 x i8], [12 x i8]* @_ZTSN2ns5ThingE, i32 0, i32 0) }, align 4
@.str.2 = private unnamed_addr constant [13 x i8] c"nested Thing\00", align 1
@_ZTS3BoxIdE = linkonce_odr constant [8 x i8] c"3BoxIdE\00", align 1
@_ZTI3BoxIdE = linkonce_odr constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @_ZTS3BoxIdE, i32 0, i32 0) }, align 4
@.str.3 = private unnamed_addr constant [11 x i8] c"nested Box\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"back\00", align 1
@.str.5 = private unnamed_addr constant [6 x i8] c"after\00", align 1
@.str.6 = private unnamed_addr constant [5 x i8] c"text\00", align 1
@_ZTIPKc = external constant i8*
@.str.7 = private unnamed_addr constant [8 x i8] c"literal\00", align 1
@.str.8 = private unnamed_addr constant [8 x i8] c"%s: %s\0A\00", align 1
@.str.9 = private unnamed_addr constant [7 x i8] c"(none)\00", align 1

; Function Attrs: mustprogress norecurse
define noundef i32 @main() local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__gxx_personality_sj0 to i8*) {
  %1 = tail call %"class.std::type_info"* @__cxa_current_exception_type() #6
  %2 = icmp eq %"class.std::type_info"* %1, null
  br i1 %2, label %10, label %3

3:                                                ; preds = %0
  %4 = getelementptr inbounds %"class.std::type_info", %"class.std::type_info"* %1, i32 0, i32 1
  %5 = load i8*, i8** %4, align 4, !tbaa !9
  %6 = load i8, i8* %5, align 1, !tbaa !14
  %7 = icmp eq i8 %6, 42
  %8 = zext i1 %7 to i32
  %9 = getelementptr i8, i8* %5, i32 %8
  br label %10

10:                                               ; preds = %0, %3
  %11 = phi i8* [ %9, %3 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.9, i32 0, i32 0), %0 ]
  %12 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str.8, i32 0, i32 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str, i32 0, i32 0), i8* noundef %11) #6
  %13 = tail call i8* @__cxa_allocate_exception(i32 4) #6
  %14 = bitcast i8* %13 to i32*
  store i32 1, i32* %14, align 8, !tbaa !15
  invoke void @__cxa_throw(i8* nonnull %13, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #7
          to label %85 unwind label %15

15:                                               ; preds = %10
  %16 = landingpad { i8*, i32 }
          catch i8* null
  %17 = extractvalue { i8*, i32 } %16, 0
  %18 = tail call i8* @__cxa_begin_catch(i8* %17) #6
  %19 = tail call %"class.std::type_info"* @__cxa_current_exception_type() #6
  %20 = icmp eq %"class.std::type_info"* %19, null
  br i1 %20, label %28, label %21

21:                                               ; preds = %15
  %22 = getelementptr inbounds %"class.std::type_info", %"class.std::type_info"* %19, i32 0, i32 1
  %23 = load i8*, i8** %22, align 4, !tbaa !9
  %24 = load i8, i8* %23, align 1, !tbaa !14
  %25 = icmp eq i8 %24, 42
  %26 = zext i1 %25 to i32
  %27 = getelementptr i8, i8* %23, i32 %26
  br label %28

28:                                               ; preds = %21, %15
  %29 = phi i8* [ %27, %21 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.9, i32 0, i32 0), %15 ]
  %30 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str.8, i32 0, i32 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i32 0, i32 0), i8* noundef %29) #6
  %31 = tail call i8* @__cxa_allocate_exception(i32 1) #6
  invoke void @__cxa_throw(i8* %31, i8* bitcast ({ i8*, i8* }* @_ZTIN2ns5ThingE to i8*), i8* null) #7
          to label %85 unwind label %36

32:                                               ; preds = %61
  %33 = landingpad { i8*, i32 }
          cleanup
  %34 = extractvalue { i8*, i32 } %33, 0
  %35 = extractvalue { i8*, i32 } %33, 1
  br label %72

36:                                               ; preds = %28
  %37 = landingpad { i8*, i32 }
          catch i8* null
  %38 = extractvalue { i8*, i32 } %37, 0
  %39 = tail call i8* @__cxa_begin_catch(i8* %38) #6
  %40 = tail call %"class.std::type_info"* @__cxa_current_exception_type() #6
  %41 = icmp eq %"class.std::type_info"* %40, null
  br i1 %41, label %49, label %42

42:                                               ; preds = %36
  %43 = getelementptr inbounds %"class.std::type_info", %"class.std::type_info"* %40, i32 0, i32 1
  %44 = load i8*, i8** %43, align 4, !tbaa !9
  %45 = load i8, i8* %44, align 1, !tbaa !14
  %46 = icmp eq i8 %45, 42
  %47 = zext i1 %46 to i32
  %48 = getelementptr i8, i8* %44, i32 %47
  br label %49

49:                                               ; preds = %42, %36
  %50 = phi i8* [ %48, %42 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.9, i32 0, i32 0), %36 ]
  %51 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str.8, i32 0, i32 0), i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.2, i32 0, i32 0), i8* noundef %50) #6
  %52 = tail call i8* @__cxa_allocate_exception(i32 1) #6
  invoke void @__cxa_throw(i8* %52, i8* bitcast ({ i8*, i8* }* @_ZTI3BoxIdE to i8*), i8* null) #7
          to label %85 unwind label %53

53:                                               ; preds = %49
  %54 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8* }* @_ZTI3BoxIdE to i8*)
  %55 = extractvalue { i8*, i32 } %54, 0
  %56 = extractvalue { i8*, i32 } %54, 1
  %57 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI3BoxIdE to i8*)) #6
  %58 = icmp eq i32 %56, %57
  br i1 %58, label %59, label %69

59:                                               ; preds = %53
  %60 = tail call i8* @__cxa_begin_catch(i8* %55) #6
  tail call fastcc void @_ZL4showPKc(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.3, i32 0, i32 0))
  invoke void @__cxa_end_catch()
          to label %61 unwind label %65

61:                                               ; preds = %59
  invoke void @__cxa_end_catch()
          to label %62 unwind label %32

62:                                               ; preds = %61
  tail call fastcc void @_ZL4showPKc(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.4, i32 0, i32 0))
  tail call void @__cxa_end_catch()
  tail call fastcc void @_ZL4showPKc(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.5, i32 0, i32 0))
  %63 = tail call i8* @__cxa_allocate_exception(i32 4) #6
  %64 = bitcast i8* %63 to i8**
  store i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.6, i32 0, i32 0), i8** %64, align 8, !tbaa !17
  invoke void @__cxa_throw(i8* nonnull %63, i8* bitcast (i8** @_ZTIPKc to i8*), i8* null) #7
          to label %85 unwind label %75

65:                                               ; preds = %59
  %66 = landingpad { i8*, i32 }
          cleanup
  %67 = extractvalue { i8*, i32 } %66, 0
  %68 = extractvalue { i8*, i32 } %66, 1
  br label %69

69:                                               ; preds = %65, %53
  %70 = phi i32 [ %68, %65 ], [ %56, %53 ]
  %71 = phi i8* [ %67, %65 ], [ %55, %53 ]
  invoke void @__cxa_end_catch()
          to label %72 unwind label %82

72:                                               ; preds = %69, %32
  %73 = phi i32 [ %35, %32 ], [ %70, %69 ]
  %74 = phi i8* [ %34, %32 ], [ %71, %69 ]
  invoke void @__cxa_end_catch()
          to label %79 unwind label %82

75:                                               ; preds = %62
  %76 = landingpad { i8*, i32 }
          catch i8* null
  %77 = extractvalue { i8*, i32 } %76, 0
  %78 = tail call i8* @__cxa_begin_catch(i8* %77) #6
  tail call fastcc void @_ZL4showPKc(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.7, i32 0, i32 0))
  tail call void @__cxa_end_catch()
  ret i32 0

79:                                               ; preds = %72
  %80 = insertvalue { i8*, i32 } undef, i8* %74, 0
  %81 = insertvalue { i8*, i32 } %80, i32 %73, 1
  resume { i8*, i32 } %81

82:                                               ; preds = %72, %69
  %83 = landingpad { i8*, i32 }
          catch i8* null
  %84 = extractvalue { i8*, i32 } %83, 0
  tail call void @__clang_call_terminate(i8* %84) #8
  unreachable

85:                                               ; preds = %62, %49, %28, %10
  unreachable
}

; Function Attrs: mustprogress norecurse nounwind
define internal fastcc void @_ZL4showPKc(i8* noundef %0) unnamed_addr #1 {
  %2 = tail call %"class.std::type_info"* @__cxa_current_exception_type() #6
  %3 = icmp eq %"class.std::type_info"* %2, null
  br i1 %3, label %11, label %4

4:                                                ; preds = %1
  %5 = getelementptr inbounds %"class.std::type_info", %"class.std::type_info"* %2, i32 0, i32 1
  %6 = load i8*, i8** %5, align 4, !tbaa !9
  %7 = load i8, i8* %6, align 1, !tbaa !14
  %8 = icmp eq i8 %7, 42
  %9 = zext i1 %8 to i32
  %10 = getelementptr i8, i8* %6, i32 %9
  br label %11

11:                                               ; preds = %1, %4
  %12 = phi i8* [ %10, %4 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.9, i32 0, i32 0), %1 ]
  %13 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str.8, i32 0, i32 0), i8* noundef %0, i8* noundef %12)
  ret void
}

declare i8* @__cxa_allocate_exception(i32) local_unnamed_addr

declare void @__cxa_throw(i8*, i8*, i8*) local_unnamed_addr

declare i32 @__gxx_personality_sj0(...)

declare i8* @__cxa_begin_catch(i8*) local_unnamed_addr

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #2

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(i8* %0) local_unnamed_addr #3 {
  %2 = tail call i8* @__cxa_begin_catch(i8* %0) #6
  tail call void @_ZSt9terminatev() #8
  unreachable
}

declare void @_ZSt9terminatev() local_unnamed_addr

; Function Attrs: nounwind
declare %"class.std::type_info"* @__cxa_current_exception_type() local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #5

attributes #0 = { mustprogress norecurse "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { mustprogress norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { nofree nosync nounwind readnone }
attributes #3 = { noinline noreturn nounwind }
attributes #4 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #5 = { nofree nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
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
!9 = !{!10, !11, i64 4}
!10 = !{!"_ZTSSt9type_info", !11, i64 4}
!11 = !{!"any pointer", !12, i64 0}
!12 = !{!"omnipotent char", !13, i64 0}
!13 = !{!"Simple C++ TBAA"}
!14 = !{!12, !12, i64 0}
!15 = !{!16, !16, i64 0}
!16 = !{!"int", !12, i64 0}
!17 = !{!11, !11, i64 0}

; ModuleID = 'catch_by_value_class.cpp'
source_filename = "catch_by_value_class.cpp"
target datalayout = "e-m:o-p:32:32-Fi8-f64:32:64-v64:32:64-v128:32:128-a:0:32-n32-S32"
target triple = "thumbv7-apple-ios5.0.0"

%struct.E = type { i32 }

@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS1E = linkonce_odr constant [3 x i8] c"1E\00", align 1
@_ZTI1E = linkonce_odr constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @_ZTS1E, i32 0, i32 0) }, align 4
@.str = private unnamed_addr constant [17 x i8] c"inner caught %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [17 x i8] c"outer caught %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [19 x i8] c"caught const E %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [16 x i8] c"throwing E(%d)\0A\00", align 1
@.str.5 = private unnamed_addr constant [7 x i8] c"E(%d)\0A\00", align 1
@.str.6 = private unnamed_addr constant [21 x i8] c"E(copy of %d) -> %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [8 x i8] c"~E(%d)\0A\00", align 1
@str = private unnamed_addr constant [5 x i8] c"done\00", align 1

; Function Attrs: norecurse
define noundef i32 @main() local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__gxx_personality_sj0 to i8*) {
  %1 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.4, i32 0, i32 0), i32 noundef 1)
  %2 = tail call i8* @__cxa_allocate_exception(i32 4) #6
  %3 = bitcast i8* %2 to i32*
  store i32 1, i32* %3, align 4, !tbaa !9
  %4 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.5, i32 0, i32 0), i32 noundef 1)
  invoke void @__cxa_throw(i8* nonnull %2, i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*), i8* bitcast (%struct.E* (%struct.E*)* @_ZN1ED1Ev to i8*)) #7
          to label %5 unwind label %6

5:                                                ; preds = %0
  unreachable

6:                                                ; preds = %0
  %7 = landingpad { i8*, i32 }
          catch i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*)
  %8 = extractvalue { i8*, i32 } %7, 0
  %9 = extractvalue { i8*, i32 } %7, 1
  %10 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*)) #6
  %11 = icmp eq i32 %9, %10
  br i1 %11, label %12, label %26

12:                                               ; preds = %6
  %13 = tail call i8* @__cxa_get_exception_ptr(i8* %8) #6
  %14 = bitcast i8* %13 to i32*
  %15 = load i32, i32* %14, align 4, !tbaa !9
  %16 = add nsw i32 %15, 100
  %17 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str.6, i32 0, i32 0), i32 noundef %15, i32 noundef %16)
  %18 = tail call i8* @__cxa_begin_catch(i8* %8) #6
  %19 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str, i32 0, i32 0), i32 noundef %16)
  invoke void @__cxa_rethrow() #7
          to label %67 unwind label %20

20:                                               ; preds = %12
  %21 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*)
  %22 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str.7, i32 0, i32 0), i32 noundef 7) #6
  invoke void @__cxa_end_catch()
          to label %23 unwind label %64

23:                                               ; preds = %20
  %24 = extractvalue { i8*, i32 } %21, 1
  %25 = extractvalue { i8*, i32 } %21, 0
  br label %26

26:                                               ; preds = %23, %6
  %27 = phi i8* [ %25, %23 ], [ %8, %6 ]
  %28 = phi i32 [ %24, %23 ], [ %9, %6 ]
  %29 = icmp eq i32 %28, %10
  br i1 %29, label %30, label %59

30:                                               ; preds = %26
  %31 = tail call i8* @__cxa_get_exception_ptr(i8* %27) #6
  %32 = bitcast i8* %31 to i32*
  %33 = load i32, i32* %32, align 4, !tbaa !9
  %34 = add nsw i32 %33, 100
  %35 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str.6, i32 0, i32 0), i32 noundef %33, i32 noundef %34)
  %36 = tail call i8* @__cxa_begin_catch(i8* %27) #6
  %37 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.1, i32 0, i32 0), i32 noundef %34)
  %38 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str.7, i32 0, i32 0), i32 noundef %34) #6
  tail call void @__cxa_end_catch()
  %39 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.4, i32 0, i32 0), i32 noundef 2)
  %40 = tail call i8* @__cxa_allocate_exception(i32 4) #6
  %41 = bitcast i8* %40 to i32*
  store i32 2, i32* %41, align 4, !tbaa !9
  %42 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.5, i32 0, i32 0), i32 noundef 2)
  invoke void @__cxa_throw(i8* nonnull %40, i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*), i8* bitcast (%struct.E* (%struct.E*)* @_ZN1ED1Ev to i8*)) #7
          to label %43 unwind label %44

43:                                               ; preds = %30
  unreachable

44:                                               ; preds = %30
  %45 = landingpad { i8*, i32 }
          catch i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*)
  %46 = extractvalue { i8*, i32 } %45, 0
  %47 = extractvalue { i8*, i32 } %45, 1
  %48 = icmp eq i32 %47, %10
  br i1 %48, label %49, label %59

49:                                               ; preds = %44
  %50 = tail call i8* @__cxa_get_exception_ptr(i8* %46) #6
  %51 = bitcast i8* %50 to i32*
  %52 = load i32, i32* %51, align 4, !tbaa !9
  %53 = add nsw i32 %52, 100
  %54 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str.6, i32 0, i32 0), i32 noundef %52, i32 noundef %53)
  %55 = tail call i8* @__cxa_begin_catch(i8* %46) #6
  %56 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.2, i32 0, i32 0), i32 noundef %53)
  %57 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str.7, i32 0, i32 0), i32 noundef %53) #6
  tail call void @__cxa_end_catch()
  %58 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @str, i32 0, i32 0))
  ret i32 0

59:                                               ; preds = %44, %26
  %60 = phi i8* [ %46, %44 ], [ %27, %26 ]
  %61 = phi i32 [ %47, %44 ], [ %28, %26 ]
  %62 = insertvalue { i8*, i32 } undef, i8* %60, 0
  %63 = insertvalue { i8*, i32 } %62, i32 %61, 1
  resume { i8*, i32 } %63

64:                                               ; preds = %20
  %65 = landingpad { i8*, i32 }
          catch i8* null
  %66 = extractvalue { i8*, i32 } %65, 0
  tail call void @__clang_call_terminate(i8* %66) #8
  unreachable

67:                                               ; preds = %12
  unreachable
}

declare i32 @__gxx_personality_sj0(...)

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #1

declare i8* @__cxa_get_exception_ptr(i8*) local_unnamed_addr

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(i8* %0) local_unnamed_addr #2 {
  %2 = tail call i8* @__cxa_begin_catch(i8* %0) #6
  tail call void @_ZSt9terminatev() #8
  unreachable
}

declare i8* @__cxa_begin_catch(i8*) local_unnamed_addr

declare void @_ZSt9terminatev() local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

declare void @__cxa_rethrow() local_unnamed_addr

; Function Attrs: nounwind
define linkonce_odr noundef %struct.E* @_ZN1ED1Ev(%struct.E* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #4 align 2 personality i32 (...)* @__gxx_personality_sj0 {
  %2 = getelementptr inbounds %struct.E, %struct.E* %0, i32 0, i32 0
  %3 = load i32, i32* %2, align 4, !tbaa !9
  %4 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str.7, i32 0, i32 0), i32 noundef %3) #6
  ret %struct.E* %0
}

declare void @__cxa_end_catch() local_unnamed_addr

declare i8* @__cxa_allocate_exception(i32) local_unnamed_addr

declare void @__cxa_throw(i8*, i8*, i8*) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #5

attributes #0 = { norecurse "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { nofree nosync nounwind readnone }
attributes #2 = { noinline noreturn nounwind }
attributes #3 = { nofree nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #5 = { nofree nounwind }
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
!9 = !{!10, !11, i64 0}
!10 = !{!"_ZTS1E", !11, i64 0}
!11 = !{!"int", !12, i64 0}
!12 = !{!"omnipotent char", !13, i64 0}
!13 = !{!"Simple C++ TBAA"}

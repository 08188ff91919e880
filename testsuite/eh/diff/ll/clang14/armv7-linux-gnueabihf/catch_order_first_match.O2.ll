; ModuleID = 'catch_order_first_match.cpp'
source_filename = "catch_order_first_match.cpp"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv7-unknown-linux-gnueabihf"

%struct.A = type { i32 (...)** }
%struct.B = type { %struct.A }
%struct.C = type { %struct.B }

$_ZN1AD2Ev = comdat any

$_ZN1AD0Ev = comdat any

$_ZN1BD0Ev = comdat any

$_ZN1CD0Ev = comdat any

$_ZTS1C = comdat any

$_ZTS1B = comdat any

$_ZTS1A = comdat any

$_ZTI1A = comdat any

$_ZTI1B = comdat any

$_ZTI1C = comdat any

$_ZTV1A = comdat any

$_ZTV1B = comdat any

$_ZTV1C = comdat any

@_ZTVN10__cxxabiv120__si_class_type_infoE = external global i8*
@_ZTS1C = linkonce_odr dso_local constant [3 x i8] c"1C\00", comdat, align 1
@_ZTS1B = linkonce_odr dso_local constant [3 x i8] c"1B\00", comdat, align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS1A = linkonce_odr dso_local constant [3 x i8] c"1A\00", comdat, align 1
@_ZTI1A = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @_ZTS1A, i32 0, i32 0) }, comdat, align 4
@_ZTI1B = linkonce_odr dso_local constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @_ZTS1B, i32 0, i32 0), i8* bitcast ({ i8*, i8* }* @_ZTI1A to i8*) }, comdat, align 4
@_ZTI1C = linkonce_odr dso_local constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @_ZTS1C, i32 0, i32 0), i8* bitcast ({ i8*, i8*, i8* }* @_ZTI1B to i8*) }, comdat, align 4
@_ZTIl = external constant i8*
@_ZTIj = external constant i8*
@_ZTIi = external constant i8*
@.str = private unnamed_addr constant [9 x i8] c"%d: ...\0A\00", align 1
@.str.1 = private unnamed_addr constant [12 x i8] c"%d: int %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [17 x i8] c"%d: unsigned %u\0A\00", align 1
@.str.3 = private unnamed_addr constant [16 x i8] c"%d: B& (never)\0A\00", align 1
@.str.4 = private unnamed_addr constant [8 x i8] c"%d: A&\0A\00", align 1
@.str.5 = private unnamed_addr constant [13 x i8] c"%d: long %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [8 x i8] c"%d: C&\0A\00", align 1
@_ZTIc = external constant i8*
@_ZTV1A = linkonce_odr dso_local unnamed_addr constant { [4 x i8*] } { [4 x i8*] [i8* null, i8* bitcast ({ i8*, i8* }* @_ZTI1A to i8*), i8* bitcast (%struct.A* (%struct.A*)* @_ZN1AD2Ev to i8*), i8* bitcast (void (%struct.A*)* @_ZN1AD0Ev to i8*)] }, comdat, align 4
@_ZTV1B = linkonce_odr dso_local unnamed_addr constant { [4 x i8*] } { [4 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI1B to i8*), i8* bitcast (%struct.A* (%struct.A*)* @_ZN1AD2Ev to i8*), i8* bitcast (void (%struct.B*)* @_ZN1BD0Ev to i8*)] }, comdat, align 4
@_ZTV1C = linkonce_odr dso_local unnamed_addr constant { [4 x i8*] } { [4 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI1C to i8*), i8* bitcast (%struct.A* (%struct.A*)* @_ZN1AD2Ev to i8*), i8* bitcast (void (%struct.C*)* @_ZN1CD0Ev to i8*)] }, comdat, align 4

; Function Attrs: norecurse
define dso_local noundef i32 @main() local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  br label %2

1:                                                ; preds = %40
  ret i32 0

2:                                                ; preds = %0, %40
  %3 = phi i32 [ 0, %0 ], [ %41, %40 ]
  switch i32 %3, label %28 [
    i32 0, label %4
    i32 1, label %8
    i32 2, label %12
    i32 3, label %16
    i32 4, label %20
    i32 5, label %24
  ]

4:                                                ; preds = %2
  %5 = tail call i8* @__cxa_allocate_exception(i32 4) #6
  %6 = bitcast i8* %5 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [4 x i8*] }, { [4 x i8*] }* @_ZTV1A, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %6, align 4, !tbaa !9
  invoke void @__cxa_throw(i8* nonnull %5, i8* bitcast ({ i8*, i8* }* @_ZTI1A to i8*), i8* bitcast (%struct.A* (%struct.A*)* @_ZN1AD2Ev to i8*)) #7
          to label %7 unwind label %31

7:                                                ; preds = %4
  unreachable

8:                                                ; preds = %2
  %9 = tail call i8* @__cxa_allocate_exception(i32 4) #6
  %10 = bitcast i8* %9 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [4 x i8*] }, { [4 x i8*] }* @_ZTV1B, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %10, align 4, !tbaa !9
  invoke void @__cxa_throw(i8* nonnull %9, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI1B to i8*), i8* bitcast (%struct.A* (%struct.A*)* @_ZN1AD2Ev to i8*)) #7
          to label %11 unwind label %31

11:                                               ; preds = %8
  unreachable

12:                                               ; preds = %2
  %13 = tail call i8* @__cxa_allocate_exception(i32 4) #6
  %14 = bitcast i8* %13 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [4 x i8*] }, { [4 x i8*] }* @_ZTV1C, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %14, align 4, !tbaa !9
  invoke void @__cxa_throw(i8* nonnull %13, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI1C to i8*), i8* bitcast (%struct.A* (%struct.A*)* @_ZN1AD2Ev to i8*)) #7
          to label %15 unwind label %31

15:                                               ; preds = %12
  unreachable

16:                                               ; preds = %2
  %17 = tail call i8* @__cxa_allocate_exception(i32 4) #6
  %18 = bitcast i8* %17 to i32*
  store i32 3, i32* %18, align 8, !tbaa !12
  invoke void @__cxa_throw(i8* nonnull %17, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #7
          to label %19 unwind label %31

19:                                               ; preds = %16
  unreachable

20:                                               ; preds = %2
  %21 = tail call i8* @__cxa_allocate_exception(i32 4) #6
  %22 = bitcast i8* %21 to i32*
  store i32 4, i32* %22, align 8, !tbaa !15
  invoke void @__cxa_throw(i8* nonnull %21, i8* bitcast (i8** @_ZTIl to i8*), i8* null) #7
          to label %23 unwind label %31

23:                                               ; preds = %20
  unreachable

24:                                               ; preds = %2
  %25 = tail call i8* @__cxa_allocate_exception(i32 4) #6
  %26 = bitcast i8* %25 to i32*
  store i32 5, i32* %26, align 8, !tbaa !12
  invoke void @__cxa_throw(i8* nonnull %25, i8* bitcast (i8** @_ZTIj to i8*), i8* null) #7
          to label %27 unwind label %31

27:                                               ; preds = %24
  unreachable

28:                                               ; preds = %2
  %29 = tail call i8* @__cxa_allocate_exception(i32 1) #6
  store i8 99, i8* %29, align 8, !tbaa !17
  invoke void @__cxa_throw(i8* nonnull %29, i8* bitcast (i8** @_ZTIc to i8*), i8* null) #7
          to label %30 unwind label %31

30:                                               ; preds = %28
  unreachable

31:                                               ; preds = %28, %24, %20, %16, %12, %8, %4
  %32 = landingpad { i8*, i32 }
          catch i8* bitcast ({ i8*, i8*, i8* }* @_ZTI1C to i8*)
          catch i8* bitcast (i8** @_ZTIl to i8*)
          catch i8* bitcast ({ i8*, i8* }* @_ZTI1A to i8*)
          catch i8* bitcast ({ i8*, i8*, i8* }* @_ZTI1B to i8*)
          catch i8* bitcast (i8** @_ZTIj to i8*)
          catch i8* bitcast (i8** @_ZTIi to i8*)
          catch i8* null
  %33 = extractvalue { i8*, i32 } %32, 0
  %34 = extractvalue { i8*, i32 } %32, 1
  %35 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i8* }* @_ZTI1C to i8*)) #6
  %36 = icmp eq i32 %34, %35
  br i1 %36, label %37, label %43

37:                                               ; preds = %31
  %38 = tail call i8* @__cxa_begin_catch(i8* %33) #6
  %39 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str.6, i32 0, i32 0), i32 noundef %3)
  tail call void @__cxa_end_catch()
  br label %40

40:                                               ; preds = %79, %75, %66, %60, %54, %46, %37
  %41 = add nuw nsw i32 %3, 1
  %42 = icmp eq i32 %41, 7
  br i1 %42, label %1, label %2, !llvm.loop !18

43:                                               ; preds = %31
  %44 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIl to i8*)) #6
  %45 = icmp eq i32 %34, %44
  br i1 %45, label %46, label %51

46:                                               ; preds = %43
  %47 = tail call i8* @__cxa_begin_catch(i8* %33) #6
  %48 = bitcast i8* %47 to i32*
  %49 = load i32, i32* %48, align 4, !tbaa !15
  %50 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.5, i32 0, i32 0), i32 noundef %3, i32 noundef %49)
  tail call void @__cxa_end_catch() #6
  br label %40

51:                                               ; preds = %43
  %52 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI1A to i8*)) #6
  %53 = icmp eq i32 %34, %52
  br i1 %53, label %54, label %57

54:                                               ; preds = %51
  %55 = tail call i8* @__cxa_begin_catch(i8* %33) #6
  %56 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str.4, i32 0, i32 0), i32 noundef %3)
  tail call void @__cxa_end_catch()
  br label %40

57:                                               ; preds = %51
  %58 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i8* }* @_ZTI1B to i8*)) #6
  %59 = icmp eq i32 %34, %58
  br i1 %59, label %60, label %63

60:                                               ; preds = %57
  %61 = tail call i8* @__cxa_begin_catch(i8* %33) #6
  %62 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.3, i32 0, i32 0), i32 noundef %3)
  tail call void @__cxa_end_catch()
  br label %40

63:                                               ; preds = %57
  %64 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIj to i8*)) #6
  %65 = icmp eq i32 %34, %64
  br i1 %65, label %66, label %71

66:                                               ; preds = %63
  %67 = tail call i8* @__cxa_begin_catch(i8* %33) #6
  %68 = bitcast i8* %67 to i32*
  %69 = load i32, i32* %68, align 4, !tbaa !12
  %70 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.2, i32 0, i32 0), i32 noundef %3, i32 noundef %69)
  tail call void @__cxa_end_catch() #6
  br label %40

71:                                               ; preds = %63
  %72 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #6
  %73 = icmp eq i32 %34, %72
  %74 = tail call i8* @__cxa_begin_catch(i8* %33) #6
  br i1 %73, label %75, label %79

75:                                               ; preds = %71
  %76 = bitcast i8* %74 to i32*
  %77 = load i32, i32* %76, align 4, !tbaa !12
  %78 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.1, i32 0, i32 0), i32 noundef %3, i32 noundef %77)
  tail call void @__cxa_end_catch() #6
  br label %40

79:                                               ; preds = %71
  %80 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str, i32 0, i32 0), i32 noundef %3)
  tail call void @__cxa_end_catch()
  br label %40
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #1

declare i8* @__cxa_begin_catch(i8*) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

declare void @__cxa_end_catch() local_unnamed_addr

declare i8* @__cxa_allocate_exception(i32) local_unnamed_addr

declare void @__cxa_throw(i8*, i8*, i8*) local_unnamed_addr

; Function Attrs: nounwind
define linkonce_odr dso_local noundef %struct.A* @_ZN1AD2Ev(%struct.A* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #3 comdat align 2 {
  ret %struct.A* %0
}

; Function Attrs: nounwind
define linkonce_odr dso_local void @_ZN1AD0Ev(%struct.A* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #3 comdat align 2 {
  %2 = bitcast %struct.A* %0 to i8*
  tail call void @_ZdlPv(i8* noundef nonnull %2) #8
  ret void
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPv(i8* noundef) local_unnamed_addr #4

; Function Attrs: inlinehint nounwind
define linkonce_odr dso_local void @_ZN1BD0Ev(%struct.B* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #5 comdat align 2 {
  %2 = bitcast %struct.B* %0 to i8*
  tail call void @_ZdlPv(i8* noundef nonnull %2) #8
  ret void
}

; Function Attrs: inlinehint nounwind
define linkonce_odr dso_local void @_ZN1CD0Ev(%struct.C* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #5 comdat align 2 {
  %2 = bitcast %struct.C* %0 to i8*
  tail call void @_ZdlPv(i8* noundef nonnull %2) #8
  ret void
}

attributes #0 = { norecurse "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { nofree nosync nounwind readnone }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { nobuiltin nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #5 = { inlinehint nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #6 = { nounwind }
attributes #7 = { noreturn }
attributes #8 = { builtin nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 1, !"branch-target-enforcement", i32 0}
!3 = !{i32 1, !"sign-return-address", i32 0}
!4 = !{i32 1, !"sign-return-address-all", i32 0}
!5 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!6 = !{i32 7, !"PIC Level", i32 2}
!7 = !{i32 7, !"PIE Level", i32 2}
!8 = !{!"Debian clang version 14.0.6"}
!9 = !{!10, !10, i64 0}
!10 = !{!"vtable pointer", !11, i64 0}
!11 = !{!"Simple C++ TBAA"}
!12 = !{!13, !13, i64 0}
!13 = !{!"int", !14, i64 0}
!14 = !{!"omnipotent char", !11, i64 0}
!15 = !{!16, !16, i64 0}
!16 = !{!"long", !14, i64 0}
!17 = !{!14, !14, i64 0}
!18 = distinct !{!18, !19}
!19 = !{!"llvm.loop.mustprogress"}

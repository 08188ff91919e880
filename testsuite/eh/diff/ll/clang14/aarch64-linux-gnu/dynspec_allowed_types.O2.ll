; ModuleID = 'dynspec_allowed_types.cpp'
source_filename = "dynspec_allowed_types.cpp"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

%struct.Derived = type { %struct.Base }
%struct.Base = type { i32 }

$_ZTS7Derived = comdat any

$_ZTS4Base = comdat any

$_ZTI4Base = comdat any

$_ZTI7Derived = comdat any

$_ZTSP4Base = comdat any

$_ZTIP4Base = comdat any

$_ZTSP7Derived = comdat any

$_ZTIP7Derived = comdat any

@_ZTVN10__cxxabiv120__si_class_type_infoE = external global i8*
@_ZTS7Derived = linkonce_odr dso_local constant [9 x i8] c"7Derived\00", comdat, align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS4Base = linkonce_odr dso_local constant [6 x i8] c"4Base\00", comdat, align 1
@_ZTI4Base = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @_ZTS4Base, i32 0, i32 0) }, comdat, align 8
@_ZTI7Derived = linkonce_odr dso_local constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([9 x i8], [9 x i8]* @_ZTS7Derived, i32 0, i32 0), i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*) }, comdat, align 8
@_ZTIi = external constant i8*
@_ZTVN10__cxxabiv119__pointer_type_infoE = external global i8*
@_ZTSP4Base = linkonce_odr dso_local constant [7 x i8] c"P4Base\00", comdat, align 1
@_ZTIP4Base = linkonce_odr dso_local constant { i8*, i8*, i32, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv119__pointer_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @_ZTSP4Base, i32 0, i32 0), i32 0, i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*) }, comdat, align 8
@.str = private unnamed_addr constant [14 x i8] c"%d: Base* %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [12 x i8] c"%d: int %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [13 x i8] c"%d: Base %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [16 x i8] c"%d: Derived %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [10 x i8] c"quiet %d\0A\00", align 1
@_ZL3g_d = internal global %struct.Derived zeroinitializer, align 4
@_ZTSP7Derived = linkonce_odr dso_local constant [10 x i8] c"P7Derived\00", comdat, align 1
@_ZTIP7Derived = linkonce_odr dso_local constant { i8*, i8*, i32, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv119__pointer_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([10 x i8], [10 x i8]* @_ZTSP7Derived, i32 0, i32 0), i32 0, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7Derived to i8*) }, comdat, align 8
@str = private unnamed_addr constant [18 x i8] c"never: unexpected\00", align 1

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %1 = tail call noundef void ()* @_ZSt14set_unexpectedPFvvE(void ()* noundef nonnull @_ZL13never_handlerv) #8
  br label %7

2:                                                ; preds = %20
  %3 = tail call fastcc noundef i32 @_ZL5quieti(i32 noundef 0) #8, !range !10
  %4 = tail call fastcc noundef i32 @_ZL5quieti(i32 noundef 3) #8, !range !10
  %5 = add nsw i32 %4, %3
  %6 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.4, i64 0, i64 0), i32 noundef %5)
  ret i32 0

7:                                                ; preds = %0, %20
  %8 = phi i32 [ 0, %0 ], [ %21, %20 ]
  invoke fastcc void @_ZL4speci(i32 noundef %8)
          to label %20 unwind label %9

9:                                                ; preds = %7
  %10 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7Derived to i8*)
          catch i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*)
          catch i8* bitcast (i8** @_ZTIi to i8*)
          catch i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP4Base to i8*)
  %11 = extractvalue { i8*, i32 } %10, 0
  %12 = extractvalue { i8*, i32 } %10, 1
  %13 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7Derived to i8*)) #8
  %14 = icmp eq i32 %12, %13
  br i1 %14, label %15, label %23

15:                                               ; preds = %9
  %16 = tail call i8* @__cxa_begin_catch(i8* %11) #8
  %17 = bitcast i8* %16 to i32*
  %18 = load i32, i32* %17, align 4, !tbaa !11
  %19 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.3, i64 0, i64 0), i32 noundef %8, i32 noundef %18)
  tail call void @__cxa_end_catch()
  br label %20

20:                                               ; preds = %42, %34, %26, %15, %7
  %21 = add nuw nsw i32 %8, 1
  %22 = icmp eq i32 %21, 4
  br i1 %22, label %2, label %7, !llvm.loop !16

23:                                               ; preds = %9
  %24 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*)) #8
  %25 = icmp eq i32 %12, %24
  br i1 %25, label %26, label %31

26:                                               ; preds = %23
  %27 = tail call i8* @__cxa_begin_catch(i8* %11) #8
  %28 = bitcast i8* %27 to i32*
  %29 = load i32, i32* %28, align 4, !tbaa !11
  %30 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.2, i64 0, i64 0), i32 noundef %8, i32 noundef %29)
  tail call void @__cxa_end_catch()
  br label %20

31:                                               ; preds = %23
  %32 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #8
  %33 = icmp eq i32 %12, %32
  br i1 %33, label %34, label %39

34:                                               ; preds = %31
  %35 = tail call i8* @__cxa_begin_catch(i8* %11) #8
  %36 = bitcast i8* %35 to i32*
  %37 = load i32, i32* %36, align 4, !tbaa !18
  %38 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.1, i64 0, i64 0), i32 noundef %8, i32 noundef %37)
  tail call void @__cxa_end_catch() #8
  br label %20

39:                                               ; preds = %31
  %40 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP4Base to i8*)) #8
  %41 = icmp eq i32 %12, %40
  br i1 %41, label %42, label %47

42:                                               ; preds = %39
  %43 = tail call i8* @__cxa_begin_catch(i8* %11) #8
  %44 = bitcast i8* %43 to i32*
  %45 = load i32, i32* %44, align 4, !tbaa !11
  %46 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str, i64 0, i64 0), i32 noundef %8, i32 noundef %45)
  tail call void @__cxa_end_catch() #8
  br label %20

47:                                               ; preds = %39
  resume { i8*, i32 } %10
}

; Function Attrs: nounwind
declare noundef void ()* @_ZSt14set_unexpectedPFvvE(void ()* noundef) local_unnamed_addr #1

; Function Attrs: mustprogress norecurse noreturn uwtable
define internal void @_ZL13never_handlerv() #2 {
  %1 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @str, i64 0, i64 0))
  tail call void @__cxa_rethrow() #9
  unreachable
}

; Function Attrs: mustprogress noinline norecurse noreturn uwtable
define internal fastcc void @_ZL4speci(i32 noundef %0) unnamed_addr #3 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  switch i32 %0, label %21 [
    i32 0, label %2
    i32 1, label %7
    i32 2, label %18
  ]

2:                                                ; preds = %1
  %3 = tail call i8* @__cxa_allocate_exception(i64 4) #8
  %4 = bitcast i8* %3 to i32*
  store i32 10, i32* %4, align 16, !tbaa !11
  invoke void @__cxa_throw(i8* nonnull %3, i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*), i8* null) #9
          to label %25 unwind label %5

5:                                                ; preds = %21, %18, %2
  %6 = landingpad { i8*, i32 }
          filter [3 x i8*] [i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*), i8* bitcast (i8** @_ZTIi to i8*), i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP4Base to i8*)]
  br label %12

7:                                                ; preds = %1
  %8 = tail call i8* @__cxa_allocate_exception(i64 4) #8
  %9 = bitcast i8* %8 to i32*
  store i32 11, i32* %9, align 16
  invoke void @__cxa_throw(i8* nonnull %8, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7Derived to i8*), i8* null) #9
          to label %25 unwind label %10

10:                                               ; preds = %7
  %11 = landingpad { i8*, i32 }
          cleanup
          filter [3 x i8*] [i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*), i8* bitcast (i8** @_ZTIi to i8*), i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP4Base to i8*)]
  br label %12

12:                                               ; preds = %10, %5
  %13 = phi { i8*, i32 } [ %6, %5 ], [ %11, %10 ]
  %14 = extractvalue { i8*, i32 } %13, 1
  %15 = icmp slt i32 %14, 0
  br i1 %15, label %16, label %24

16:                                               ; preds = %12
  %17 = extractvalue { i8*, i32 } %13, 0
  tail call void @__cxa_call_unexpected(i8* %17) #9
  unreachable

18:                                               ; preds = %1
  %19 = tail call i8* @__cxa_allocate_exception(i64 4) #8
  %20 = bitcast i8* %19 to i32*
  store i32 12, i32* %20, align 16, !tbaa !18
  invoke void @__cxa_throw(i8* nonnull %19, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #9
          to label %25 unwind label %5

21:                                               ; preds = %1
  store i32 13, i32* getelementptr inbounds (%struct.Derived, %struct.Derived* @_ZL3g_d, i64 0, i32 0, i32 0), align 4, !tbaa !11
  %22 = tail call i8* @__cxa_allocate_exception(i64 8) #8
  %23 = bitcast i8* %22 to %struct.Derived**
  store %struct.Derived* @_ZL3g_d, %struct.Derived** %23, align 16, !tbaa !19
  invoke void @__cxa_throw(i8* nonnull %22, i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP7Derived to i8*), i8* null) #9
          to label %25 unwind label %5

24:                                               ; preds = %12
  resume { i8*, i32 } %13

25:                                               ; preds = %21, %18, %7, %2
  unreachable
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #4

declare i8* @__cxa_begin_catch(i8*) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #5

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: mustprogress noinline norecurse nounwind uwtable
define internal fastcc noundef i32 @_ZL5quieti(i32 noundef %0) unnamed_addr #6 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  invoke fastcc void @_ZL4speci(i32 noundef %0)
          to label %9 unwind label %2

2:                                                ; preds = %1
  %3 = landingpad { i8*, i32 }
          catch i8* null
  %4 = extractvalue { i8*, i32 } %3, 0
  %5 = tail call i8* @__cxa_begin_catch(i8* %4) #8
  invoke void @__cxa_end_catch()
          to label %9 unwind label %6

6:                                                ; preds = %2
  %7 = landingpad { i8*, i32 }
          filter [0 x i8*] zeroinitializer
  %8 = extractvalue { i8*, i32 } %7, 0
  tail call void @__cxa_call_unexpected(i8* %8) #10
  unreachable

9:                                                ; preds = %1, %2
  %10 = phi i32 [ %0, %2 ], [ -1, %1 ]
  ret i32 %10
}

declare void @__cxa_rethrow() local_unnamed_addr

declare i8* @__cxa_allocate_exception(i64) local_unnamed_addr

declare void @__cxa_throw(i8*, i8*, i8*) local_unnamed_addr

declare void @__cxa_call_unexpected(i8*) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #7

attributes #0 = { mustprogress norecurse uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #1 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #2 = { mustprogress norecurse noreturn uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #3 = { mustprogress noinline norecurse noreturn uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #4 = { nofree nosync nounwind readnone }
attributes #5 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #6 = { mustprogress noinline norecurse nounwind uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #7 = { nofree nounwind }
attributes #8 = { nounwind }
attributes #9 = { noreturn }
attributes #10 = { noreturn nounwind }

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
!10 = !{i32 -1, i32 4}
!11 = !{!12, !13, i64 0}
!12 = !{!"_ZTS4Base", !13, i64 0}
!13 = !{!"int", !14, i64 0}
!14 = !{!"omnipotent char", !15, i64 0}
!15 = !{!"Simple C++ TBAA"}
!16 = distinct !{!16, !17}
!17 = !{!"llvm.loop.mustprogress"}
!18 = !{!13, !13, i64 0}
!19 = !{!20, !20, i64 0}
!20 = !{!"any pointer", !14, i64 0}

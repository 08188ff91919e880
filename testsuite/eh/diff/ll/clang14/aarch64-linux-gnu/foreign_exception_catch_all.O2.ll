; ModuleID = 'foreign_exception_catch_all.cpp'
source_filename = "foreign_exception_catch_all.cpp"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

%struct._Unwind_Exception = type { i64, void (i32, %struct._Unwind_Exception*)*, i64, i64 }

$__clang_call_terminate = comdat any

$_ZTSP17_Unwind_Exception = comdat any

$_ZTS17_Unwind_Exception = comdat any

$_ZTI17_Unwind_Exception = comdat any

$_ZTIP17_Unwind_Exception = comdat any

@_ZTIi = external constant i8*
@.str.3 = private unnamed_addr constant [13 x i8] c"cleanups %d\0A\00", align 1
@_ZL10g_cleanups = internal unnamed_addr global i32 0, align 4
@.str.4 = private unnamed_addr constant [7 x i8] c"middle\00", align 1
@_ZTVN10__cxxabiv119__pointer_type_infoE = external global i8*
@_ZTSP17_Unwind_Exception = linkonce_odr dso_local constant [21 x i8] c"P17_Unwind_Exception\00", comdat, align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS17_Unwind_Exception = linkonce_odr dso_local constant [20 x i8] c"17_Unwind_Exception\00", comdat, align 1
@_ZTI17_Unwind_Exception = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([20 x i8], [20 x i8]* @_ZTS17_Unwind_Exception, i32 0, i32 0) }, comdat, align 8
@_ZTIP17_Unwind_Exception = linkonce_odr dso_local constant { i8*, i8*, i32, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv119__pointer_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([21 x i8], [21 x i8]* @_ZTSP17_Unwind_Exception, i32 0, i32 0), i32 0, i8* bitcast ({ i8*, i8* }* @_ZTI17_Unwind_Exception to i8*) }, comdat, align 8
@.str.7 = private unnamed_addr constant [7 x i8] c"raiser\00", align 1
@_ZL5g_exc = internal global %struct._Unwind_Exception zeroinitializer, align 16
@.str.9 = private unnamed_addr constant [20 x i8] c"never: returned %d\0A\00", align 1
@.str.10 = private unnamed_addr constant [37 x i8] c"exception_cleanup reason=%d same=%d\0A\00", align 1
@.str.11 = private unnamed_addr constant [12 x i8] c"~Local(%s)\0A\00", align 1
@str = private unnamed_addr constant [27 x i8] c"inner catch (...), rethrow\00", align 1
@str.12 = private unnamed_addr constant [18 x i8] c"outer catch (...)\00", align 1
@str.13 = private unnamed_addr constant [17 x i8] c"never: outer int\00", align 1
@str.14 = private unnamed_addr constant [26 x i8] c"never: _Unwind_Exception*\00", align 1
@str.15 = private unnamed_addr constant [11 x i8] c"never: int\00", align 1
@str.16 = private unnamed_addr constant [8 x i8] c"raising\00", align 1

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  invoke fastcc void @_ZL6middlev()
          to label %16 unwind label %1

1:                                                ; preds = %0
  %2 = landingpad { i8*, i32 }
          catch i8* null
  %3 = extractvalue { i8*, i32 } %2, 0
  %4 = tail call i8* @__cxa_begin_catch(i8* %3) #8
  %5 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @str, i64 0, i64 0))
  invoke void @__cxa_rethrow() #9
          to label %24 unwind label %6

6:                                                ; preds = %1
  %7 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIi to i8*)
          catch i8* null
  invoke void @__cxa_end_catch()
          to label %8 unwind label %21

8:                                                ; preds = %6
  %9 = extractvalue { i8*, i32 } %7, 0
  %10 = extractvalue { i8*, i32 } %7, 1
  %11 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #8
  %12 = icmp eq i32 %10, %11
  %13 = tail call i8* @__cxa_begin_catch(i8* %9) #8
  br i1 %12, label %14, label %19

14:                                               ; preds = %8
  %15 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @str.13, i64 0, i64 0))
  tail call void @__cxa_end_catch() #8
  br label %16

16:                                               ; preds = %0, %14, %19
  %17 = load i32, i32* @_ZL10g_cleanups, align 4, !tbaa !10
  %18 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.3, i64 0, i64 0), i32 noundef %17)
  ret i32 0

19:                                               ; preds = %8
  %20 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @str.12, i64 0, i64 0))
  tail call void @__cxa_end_catch()
  br label %16

21:                                               ; preds = %6
  %22 = landingpad { i8*, i32 }
          catch i8* null
  %23 = extractvalue { i8*, i32 } %22, 0
  tail call void @__clang_call_terminate(i8* %23) #10
  unreachable

24:                                               ; preds = %1
  unreachable
}

; Function Attrs: noinline norecurse uwtable
define internal fastcc void @_ZL6middlev() unnamed_addr #1 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  invoke fastcc void @_ZL13raise_foreignv()
          to label %11 unwind label %1

1:                                                ; preds = %0
  %2 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
          catch i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP17_Unwind_Exception to i8*)
  %3 = extractvalue { i8*, i32 } %2, 0
  %4 = extractvalue { i8*, i32 } %2, 1
  %5 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #8
  %6 = icmp eq i32 %4, %5
  br i1 %6, label %7, label %13

7:                                                ; preds = %1, %13
  %8 = phi i8* [ getelementptr inbounds ([26 x i8], [26 x i8]* @str.14, i64 0, i64 0), %13 ], [ getelementptr inbounds ([11 x i8], [11 x i8]* @str.15, i64 0, i64 0), %1 ]
  %9 = tail call i8* @__cxa_begin_catch(i8* %3) #8
  %10 = tail call i32 @puts(i8* nonnull dereferenceable(1) %8)
  tail call void @__cxa_end_catch() #8
  br label %11

11:                                               ; preds = %7, %0
  %12 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.11, i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.4, i64 0, i64 0)) #8
  ret void

13:                                               ; preds = %1
  %14 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP17_Unwind_Exception to i8*)) #8
  %15 = icmp eq i32 %4, %14
  br i1 %15, label %7, label %16

16:                                               ; preds = %13
  %17 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.11, i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.4, i64 0, i64 0)) #8
  resume { i8*, i32 } %2
}

declare i32 @__gxx_personality_v0(...)

declare i8* @__cxa_begin_catch(i8*) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

declare void @__cxa_rethrow() local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(i8* %0) local_unnamed_addr #3 comdat {
  %2 = tail call i8* @__cxa_begin_catch(i8* %0) #8
  tail call void @_ZSt9terminatev() #10
  unreachable
}

declare void @_ZSt9terminatev() local_unnamed_addr

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #4

; Function Attrs: noinline norecurse uwtable
define internal fastcc void @_ZL13raise_foreignv() unnamed_addr #1 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  store i64 6072351294000943694, i64* getelementptr inbounds (%struct._Unwind_Exception, %struct._Unwind_Exception* @_ZL5g_exc, i64 0, i32 0), align 16, !tbaa !14
  store void (i32, %struct._Unwind_Exception*)* @_ZL7cleanupiP17_Unwind_Exception, void (i32, %struct._Unwind_Exception*)** getelementptr inbounds (%struct._Unwind_Exception, %struct._Unwind_Exception* @_ZL5g_exc, i64 0, i32 1), align 8, !tbaa !19
  %1 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @str.16, i64 0, i64 0))
  %2 = invoke i32 @_Unwind_RaiseException(%struct._Unwind_Exception* noundef nonnull @_ZL5g_exc)
          to label %3 unwind label %6

3:                                                ; preds = %0
  %4 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.9, i64 0, i64 0), i32 noundef %2)
  %5 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.11, i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.7, i64 0, i64 0)) #8
  ret void

6:                                                ; preds = %0
  %7 = landingpad { i8*, i32 }
          cleanup
  %8 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.11, i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.7, i64 0, i64 0)) #8
  resume { i8*, i32 } %7
}

; Function Attrs: mustprogress nofree nounwind uwtable
define internal void @_ZL7cleanupiP17_Unwind_Exception(i32 noundef %0, %struct._Unwind_Exception* noundef readnone %1) #5 {
  %3 = load i32, i32* @_ZL10g_cleanups, align 4, !tbaa !10
  %4 = add nsw i32 %3, 1
  store i32 %4, i32* @_ZL10g_cleanups, align 4, !tbaa !10
  %5 = icmp eq %struct._Unwind_Exception* %1, @_ZL5g_exc
  %6 = zext i1 %5 to i32
  %7 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([37 x i8], [37 x i8]* @.str.10, i64 0, i64 0), i32 noundef %0, i32 noundef %6)
  ret void
}

declare i32 @_Unwind_RaiseException(%struct._Unwind_Exception* noundef) local_unnamed_addr #6

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #7

attributes #0 = { mustprogress norecurse uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #1 = { noinline norecurse uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #3 = { noinline noreturn nounwind }
attributes #4 = { nofree nosync nounwind readnone }
attributes #5 = { mustprogress nofree nounwind uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #6 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
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
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !12, i64 0}
!12 = !{!"omnipotent char", !13, i64 0}
!13 = !{!"Simple C++ TBAA"}
!14 = !{!15, !16, i64 0}
!15 = !{!"_ZTS17_Unwind_Exception", !16, i64 0, !17, i64 8, !18, i64 16, !18, i64 24}
!16 = !{!"long long", !12, i64 0}
!17 = !{!"any pointer", !12, i64 0}
!18 = !{!"long", !12, i64 0}
!19 = !{!15, !17, i64 8}

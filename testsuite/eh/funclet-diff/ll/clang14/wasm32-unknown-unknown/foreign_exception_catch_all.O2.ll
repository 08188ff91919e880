; ModuleID = 'foreign_exception_catch_all.cpp'
source_filename = "foreign_exception_catch_all.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%struct._Unwind_Exception = type { i64, void (i32, %struct._Unwind_Exception*)*, i32, i32, [12 x i8] }

$_ZTSP17_Unwind_Exception = comdat any

$_ZTS17_Unwind_Exception = comdat any

$_ZTI17_Unwind_Exception = comdat any

$_ZTIP17_Unwind_Exception = comdat any

@_ZTIi = external constant i8*
@.str.3 = private unnamed_addr constant [13 x i8] c"cleanups %d\0A\00", align 1
@_ZL10g_cleanups = internal unnamed_addr global i32 0, align 4
@.str.4 = private unnamed_addr constant [7 x i8] c"middle\00", align 1
@_ZTVN10__cxxabiv119__pointer_type_infoE = external global i8*
@_ZTSP17_Unwind_Exception = linkonce_odr hidden constant [21 x i8] c"P17_Unwind_Exception\00", comdat, align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS17_Unwind_Exception = linkonce_odr hidden constant [20 x i8] c"17_Unwind_Exception\00", comdat, align 1
@_ZTI17_Unwind_Exception = linkonce_odr hidden constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([20 x i8], [20 x i8]* @_ZTS17_Unwind_Exception, i32 0, i32 0) }, comdat, align 4
@_ZTIP17_Unwind_Exception = linkonce_odr hidden constant { i8*, i8*, i32, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv119__pointer_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([21 x i8], [21 x i8]* @_ZTSP17_Unwind_Exception, i32 0, i32 0), i32 0, i8* bitcast ({ i8*, i8* }* @_ZTI17_Unwind_Exception to i8*) }, comdat, align 4
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
@llvm.used = appending global [1 x i8*] [i8* bitcast (i32 ()* @__main_void to i8*)], section "llvm.metadata"

@__main_void = alias i32 (), i32 ()* @main

; Function Attrs: mustprogress norecurse
define hidden noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  invoke fastcc void @_ZL6middlev()
          to label %23 unwind label %1

1:                                                ; preds = %0
  %2 = catchswitch within none [label %3] unwind label %12

3:                                                ; preds = %1
  %4 = catchpad within %2 [i8* null]
  %5 = tail call i8* @llvm.wasm.get.exception(token %4)
  %6 = tail call i32 @llvm.wasm.get.ehselector(token %4)
  %7 = call i8* @__cxa_begin_catch(i8* %5) #2 [ "funclet"(token %4) ]
  %8 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @str, i32 0, i32 0)) [ "funclet"(token %4) ]
  invoke void @__cxa_rethrow() #5 [ "funclet"(token %4) ]
          to label %28 unwind label %9

9:                                                ; preds = %3
  %10 = cleanuppad within %4 []
  invoke void @__cxa_end_catch() [ "funclet"(token %10) ]
          to label %11 unwind label %29

11:                                               ; preds = %9
  cleanupret from %10 unwind label %12

12:                                               ; preds = %11, %1
  %13 = catchswitch within none [label %14] unwind to caller

14:                                               ; preds = %12
  %15 = catchpad within %13 [i8* bitcast (i8** @_ZTIi to i8*), i8* null]
  %16 = tail call i8* @llvm.wasm.get.exception(token %15)
  %17 = tail call i32 @llvm.wasm.get.ehselector(token %15)
  %18 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #2
  %19 = icmp eq i32 %17, %18
  %20 = call i8* @__cxa_begin_catch(i8* %16) #2 [ "funclet"(token %15) ]
  br i1 %19, label %21, label %26

21:                                               ; preds = %14
  %22 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @str.13, i32 0, i32 0)) [ "funclet"(token %15) ]
  call void @__cxa_end_catch() #2 [ "funclet"(token %15) ]
  catchret from %15 to label %23

23:                                               ; preds = %0, %26, %21
  %24 = load i32, i32* @_ZL10g_cleanups, align 4, !tbaa !2
  %25 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.3, i32 0, i32 0), i32 noundef %24)
  ret i32 0

26:                                               ; preds = %14
  %27 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @str.12, i32 0, i32 0)) [ "funclet"(token %15) ]
  call void @__cxa_end_catch() [ "funclet"(token %15) ]
  catchret from %15 to label %23

28:                                               ; preds = %3
  unreachable

29:                                               ; preds = %9
  %30 = cleanuppad within %10 []
  call void @_ZSt9terminatev() #9 [ "funclet"(token %30) ]
  unreachable
}

; Function Attrs: noinline norecurse
define internal fastcc void @_ZL6middlev() unnamed_addr #1 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  invoke fastcc void @_ZL13raise_foreignv()
          to label %19 unwind label %1

1:                                                ; preds = %0
  %2 = catchswitch within none [label %3] unwind label %21

3:                                                ; preds = %1
  %4 = catchpad within %2 [i8* bitcast (i8** @_ZTIi to i8*), i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP17_Unwind_Exception to i8*)]
  %5 = tail call i8* @llvm.wasm.get.exception(token %4)
  %6 = tail call i32 @llvm.wasm.get.ehselector(token %4)
  %7 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #2
  %8 = icmp eq i32 %6, %7
  br i1 %8, label %9, label %12

9:                                                ; preds = %3
  %10 = call i8* @__cxa_begin_catch(i8* %5) #2 [ "funclet"(token %4) ]
  %11 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @str.15, i32 0, i32 0)) [ "funclet"(token %4) ]
  call void @__cxa_end_catch() #2 [ "funclet"(token %4) ]
  catchret from %4 to label %19

12:                                               ; preds = %3
  %13 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP17_Unwind_Exception to i8*)) #2
  %14 = icmp eq i32 %6, %13
  br i1 %14, label %15, label %18

15:                                               ; preds = %12
  %16 = call i8* @__cxa_begin_catch(i8* %5) #2 [ "funclet"(token %4) ]
  %17 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([26 x i8], [26 x i8]* @str.14, i32 0, i32 0)) [ "funclet"(token %4) ]
  call void @__cxa_end_catch() #2 [ "funclet"(token %4) ]
  catchret from %4 to label %19

18:                                               ; preds = %12
  invoke void @llvm.wasm.rethrow() #5 [ "funclet"(token %4) ]
          to label %24 unwind label %21

19:                                               ; preds = %0, %15, %9
  %20 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.11, i32 0, i32 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.4, i32 0, i32 0)) #2
  ret void

21:                                               ; preds = %18, %1
  %22 = cleanuppad within none []
  %23 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.11, i32 0, i32 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.4, i32 0, i32 0)) #2 [ "funclet"(token %22) ]
  cleanupret from %22 unwind to caller

24:                                               ; preds = %18
  unreachable
}

declare i32 @__gxx_wasm_personality_v0(...)

; Function Attrs: nounwind
declare i8* @llvm.wasm.get.exception(token) #2

; Function Attrs: nounwind
declare i32 @llvm.wasm.get.ehselector(token) #2

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #3

declare i8* @__cxa_begin_catch(i8*) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #4

declare void @__cxa_rethrow() local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

declare void @_ZSt9terminatev() local_unnamed_addr

; Function Attrs: noinline norecurse
define internal fastcc void @_ZL13raise_foreignv() unnamed_addr #1 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  store i64 6072351294000943694, i64* getelementptr inbounds (%struct._Unwind_Exception, %struct._Unwind_Exception* @_ZL5g_exc, i32 0, i32 0), align 16, !tbaa !6
  store void (i32, %struct._Unwind_Exception*)* @_ZL7cleanupiP17_Unwind_Exception, void (i32, %struct._Unwind_Exception*)** getelementptr inbounds (%struct._Unwind_Exception, %struct._Unwind_Exception* @_ZL5g_exc, i32 0, i32 1), align 8, !tbaa !11
  %1 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @str.16, i32 0, i32 0))
  %2 = invoke i32 @_Unwind_RaiseException(%struct._Unwind_Exception* noundef nonnull @_ZL5g_exc)
          to label %3 unwind label %6

3:                                                ; preds = %0
  %4 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.9, i32 0, i32 0), i32 noundef %2)
  %5 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.11, i32 0, i32 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.7, i32 0, i32 0)) #2
  ret void

6:                                                ; preds = %0
  %7 = cleanuppad within none []
  %8 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.11, i32 0, i32 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.7, i32 0, i32 0)) #2 [ "funclet"(token %7) ]
  cleanupret from %7 unwind to caller
}

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #5

; Function Attrs: mustprogress nofree nounwind
define internal void @_ZL7cleanupiP17_Unwind_Exception(i32 noundef %0, %struct._Unwind_Exception* noundef readnone %1) #6 {
  %3 = load i32, i32* @_ZL10g_cleanups, align 4, !tbaa !2
  %4 = add nsw i32 %3, 1
  store i32 %4, i32* @_ZL10g_cleanups, align 4, !tbaa !2
  %5 = icmp eq %struct._Unwind_Exception* %1, @_ZL5g_exc
  %6 = zext i1 %5 to i32
  %7 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([37 x i8], [37 x i8]* @.str.10, i32 0, i32 0), i32 noundef %0, i32 noundef %6)
  ret void
}

declare i32 @_Unwind_RaiseException(%struct._Unwind_Exception* noundef) local_unnamed_addr #7

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #8

attributes #0 = { mustprogress norecurse "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #1 = { noinline norecurse "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #2 = { nounwind }
attributes #3 = { nofree nosync nounwind readnone }
attributes #4 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #5 = { noreturn }
attributes #6 = { mustprogress nofree nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #7 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #8 = { nofree nounwind }
attributes #9 = { noreturn nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 14.0.6"}
!2 = !{!3, !3, i64 0}
!3 = !{!"int", !4, i64 0}
!4 = !{!"omnipotent char", !5, i64 0}
!5 = !{!"Simple C++ TBAA"}
!6 = !{!7, !8, i64 0}
!7 = !{!"_ZTS17_Unwind_Exception", !8, i64 0, !9, i64 8, !10, i64 12, !10, i64 16}
!8 = !{!"long long", !4, i64 0}
!9 = !{!"any pointer", !4, i64 0}
!10 = !{!"long", !4, i64 0}
!11 = !{!7, !9, i64 8}

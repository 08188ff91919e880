; ModuleID = 'set_terminate_handler.cpp'
source_filename = "set_terminate_handler.cpp"
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-msvc19.20.0"

%rtti.TypeDescriptor15 = type { i8**, i8*, [16 x i8] }
%eh.CatchableType = type { i32, i8*, i32, i32, i32, i32, i8* }
%eh.CatchableTypeArray.1 = type { i32, [1 x %eh.CatchableType*] }
%eh.ThrowInfo = type { i32, i8*, i8*, i8* }
%struct.Unhandled = type { i32 }

$"??_C@_0BF@EIODIMFE@old?5handler?5set?3?5?$CFd?6?$AA@" = comdat any

$"??_C@_0BN@PFIKJFPF@second?5set?5returns?5mine?3?5?$CFd?6?$AA@" = comdat any

$"??_R0?AUUnhandled@@@8" = comdat any

$"_CT??_R0?AUUnhandled@@@84" = comdat any

$"_CTA1?AUUnhandled@@" = comdat any

$"_TI1?AUUnhandled@@" = comdat any

$"??_C@_0CD@ELKEPMAN@current?5exception?5is?5Unhandled?5?$CF@" = comdat any

@"??_C@_0BF@EIODIMFE@old?5handler?5set?3?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [21 x i8] c"old handler set: %d\0A\00", comdat, align 1
@"??_C@_0BN@PFIKJFPF@second?5set?5returns?5mine?3?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [29 x i8] c"second set returns mine: %d\0A\00", comdat, align 1
@"??_7type_info@@6B@" = external constant i8*
@"??_R0?AUUnhandled@@@8" = linkonce_odr global %rtti.TypeDescriptor15 { i8** @"??_7type_info@@6B@", i8* null, [16 x i8] c".?AUUnhandled@@\00" }, comdat
@"_CT??_R0?AUUnhandled@@@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, i8* bitcast (%rtti.TypeDescriptor15* @"??_R0?AUUnhandled@@@8" to i8*), i32 0, i32 -1, i32 0, i32 4, i8* null }, section ".xdata", comdat
@"_CTA1?AUUnhandled@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x %eh.CatchableType*] [%eh.CatchableType* @"_CT??_R0?AUUnhandled@@@84"] }, section ".xdata", comdat
@"_TI1?AUUnhandled@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i8* null, i8* null, i8* bitcast (%eh.CatchableTypeArray.1* @"_CTA1?AUUnhandled@@" to i8*) }, section ".xdata", comdat
@"??_C@_0CD@ELKEPMAN@current?5exception?5is?5Unhandled?5?$CF@" = linkonce_odr dso_local unnamed_addr constant [35 x i8] c"current exception is Unhandled %d\0A\00", comdat, align 1
@str = private unnamed_addr constant [20 x i8] c"my_terminate called\00", align 1
@str.1 = private unnamed_addr constant [21 x i8] c"some other exception\00", align 1

; Function Attrs: mustprogress norecurse noreturn
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca %struct.Unhandled, align 4
  %2 = tail call void ()* @set_terminate(void ()* noundef nonnull @"?my_terminate@@YAXXZ") #6
  %3 = icmp ne void ()* %2, null
  %4 = zext i1 %3 to i32
  %5 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @"??_C@_0BF@EIODIMFE@old?5handler?5set?3?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %4)
  %6 = tail call void ()* @set_terminate(void ()* noundef nonnull @"?my_terminate@@YAXXZ") #6
  %7 = icmp eq void ()* %6, @"?my_terminate@@YAXXZ"
  %8 = zext i1 %7 to i32
  %9 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([29 x i8], [29 x i8]* @"??_C@_0BN@PFIKJFPF@second?5set?5returns?5mine?3?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %8)
  %10 = getelementptr inbounds %struct.Unhandled, %struct.Unhandled* %1, i32 0, i32 0
  store i32 9, i32* %10, align 4, !tbaa !3
  %11 = bitcast %struct.Unhandled* %1 to i8*
  call void @_CxxThrowException(i8* nonnull %11, %eh.ThrowInfo* nonnull @"_TI1?AUUnhandled@@") #7
  unreachable
}

; Function Attrs: nounwind
declare dso_local void ()* @set_terminate(void ()* noundef) local_unnamed_addr #1

; Function Attrs: mustprogress noreturn
define internal void @"?my_terminate@@YAXXZ"() #2 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %1 = alloca %struct.Unhandled*, align 4
  %2 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @str, i32 0, i32 0))
  invoke void @_CxxThrowException(i8* null, %eh.ThrowInfo* null) #7
          to label %15 unwind label %3

3:                                                ; preds = %0
  %4 = catchswitch within none [label %5, label %12] unwind to caller

5:                                                ; preds = %3
  %6 = catchpad within %4 [%rtti.TypeDescriptor15* @"??_R0?AUUnhandled@@@8", i32 8, %struct.Unhandled** %1]
  %7 = load %struct.Unhandled*, %struct.Unhandled** %1, align 4, !tbaa !8
  %8 = getelementptr inbounds %struct.Unhandled, %struct.Unhandled* %7, i32 0, i32 0
  %9 = load i32, i32* %8, align 4, !tbaa !3
  %10 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([35 x i8], [35 x i8]* @"??_C@_0CD@ELKEPMAN@current?5exception?5is?5Unhandled?5?$CF@", i32 0, i32 0), i32 noundef %9) [ "funclet"(token %6) ]
  catchret from %6 to label %11

11:                                               ; preds = %12, %5
  call void @exit(i32 noundef 3) #7
  unreachable

12:                                               ; preds = %3
  %13 = catchpad within %4 [i8* null, i32 64, i8* null]
  %14 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @str.1, i32 0, i32 0)) [ "funclet"(token %13) ]
  catchret from %13 to label %11

15:                                               ; preds = %0
  unreachable
}

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

declare dso_local x86_stdcallcc void @_CxxThrowException(i8*, %eh.ThrowInfo*) local_unnamed_addr

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: noreturn
declare dso_local void @exit(i32 noundef) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #5

attributes #0 = { mustprogress norecurse noreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress noreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { noreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind }
attributes #6 = { nounwind }
attributes #7 = { noreturn }

!llvm.module.flags = !{!0, !1}
!llvm.ident = !{!2}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 2}
!2 = !{!"Debian clang version 14.0.6"}
!3 = !{!4, !5, i64 0}
!4 = !{!"?AUUnhandled@@", !5, i64 0}
!5 = !{!"int", !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C++ TBAA"}
!8 = !{!9, !9, i64 0}
!9 = !{!"any pointer", !6, i64 0}

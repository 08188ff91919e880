; ModuleID = 'rethrow_from_callee.cpp'
source_filename = "rethrow_from_callee.cpp"
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-msvc19.20.0"

%rtti.TypeDescriptor12 = type { i8**, i8*, [13 x i8] }
%rtti.TypeDescriptor9 = type { i8**, i8*, [10 x i8] }
%eh.CatchableType = type { i32, i8*, i32, i32, i32, i32, i8* }
%eh.CatchableTypeArray.2 = type { i32, [2 x %eh.CatchableType*] }
%eh.ThrowInfo = type { i32, i8*, i8*, i8* }
%struct.SubErr = type { %struct.Err }
%struct.Err = type { i32 }
%struct.Local = type { i8* }

$"??0Local@@QAE@PBD@Z" = comdat any

$"??1Local@@QAE@XZ" = comdat any

$"??_R0?AUSubErr@@@8" = comdat any

$"??_C@_0BC@PMMHMHCK@caught?5SubErr?5?$CFd?6?$AA@" = comdat any

$"??_R0?AUErr@@@8" = comdat any

$"_CT??_R0?AUSubErr@@@84" = comdat any

$"_CT??_R0?AUErr@@@84" = comdat any

$"_CTA2?AUSubErr@@" = comdat any

$"_TI2?AUSubErr@@" = comdat any

$"??_C@_07MILLDJGK@handler?$AA@" = comdat any

$"??_C@_0L@LFIBMKL@Local?$CI?$CFs?$CJ?6?$AA@" = comdat any

$"??_C@_09JAALFNOD@rethrower?$AA@" = comdat any

$"??_C@_0M@IMBCNGE@rethrowing?6?$AA@" = comdat any

$"??_C@_0M@NGHBDJMC@?$HOLocal?$CI?$CFs?$CJ?6?$AA@" = comdat any

@"??_7type_info@@6B@" = external constant i8*
@"??_R0?AUSubErr@@@8" = linkonce_odr global %rtti.TypeDescriptor12 { i8** @"??_7type_info@@6B@", i8* null, [13 x i8] c".?AUSubErr@@\00" }, comdat
@"??_C@_0BC@PMMHMHCK@caught?5SubErr?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [18 x i8] c"caught SubErr %d\0A\00", comdat, align 1
@"??_R0?AUErr@@@8" = linkonce_odr global %rtti.TypeDescriptor9 { i8** @"??_7type_info@@6B@", i8* null, [10 x i8] c".?AUErr@@\00" }, comdat
@"_CT??_R0?AUSubErr@@@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, i8* bitcast (%rtti.TypeDescriptor12* @"??_R0?AUSubErr@@@8" to i8*), i32 0, i32 -1, i32 0, i32 4, i8* null }, section ".xdata", comdat
@"_CT??_R0?AUErr@@@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, i8* bitcast (%rtti.TypeDescriptor9* @"??_R0?AUErr@@@8" to i8*), i32 0, i32 -1, i32 0, i32 4, i8* null }, section ".xdata", comdat
@"_CTA2?AUSubErr@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.2 { i32 2, [2 x %eh.CatchableType*] [%eh.CatchableType* @"_CT??_R0?AUSubErr@@@84", %eh.CatchableType* @"_CT??_R0?AUErr@@@84"] }, section ".xdata", comdat
@"_TI2?AUSubErr@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i8* null, i8* null, i8* bitcast (%eh.CatchableTypeArray.2* @"_CTA2?AUSubErr@@" to i8*) }, section ".xdata", comdat
@"??_C@_07MILLDJGK@handler?$AA@" = linkonce_odr dso_local unnamed_addr constant [8 x i8] c"handler\00", comdat, align 1
@"??_C@_0L@LFIBMKL@Local?$CI?$CFs?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [11 x i8] c"Local(%s)\0A\00", comdat, align 1
@"??_C@_09JAALFNOD@rethrower?$AA@" = linkonce_odr dso_local unnamed_addr constant [10 x i8] c"rethrower\00", comdat, align 1
@"??_C@_0M@IMBCNGE@rethrowing?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [12 x i8] c"rethrowing\0A\00", comdat, align 1
@"??_C@_0M@NGHBDJMC@?$HOLocal?$CI?$CFs?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [12 x i8] c"~Local(%s)\0A\00", comdat, align 1

; Function Attrs: mustprogress noinline norecurse optnone
define dso_local noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca %struct.SubErr*, align 4
  store i32 0, i32* %1, align 4
  invoke void @"?handler_body@@YAXXZ"()
          to label %14 unwind label %3

3:                                                ; preds = %0
  %4 = catchswitch within none [label %5] unwind to caller

5:                                                ; preds = %3
  %6 = catchpad within %4 [%rtti.TypeDescriptor12* @"??_R0?AUSubErr@@@8", i32 8, %struct.SubErr** %2]
  %7 = load %struct.SubErr*, %struct.SubErr** %2, align 4
  %8 = bitcast %struct.SubErr* %7 to %struct.Err*
  %9 = getelementptr inbounds %struct.Err, %struct.Err* %8, i32 0, i32 0
  %10 = load i32, i32* %9, align 4
  %11 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @"??_C@_0BC@PMMHMHCK@caught?5SubErr?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %10) [ "funclet"(token %6) ]
  catchret from %6 to label %12

12:                                               ; preds = %5
  br label %13

13:                                               ; preds = %12, %14
  ret i32 0

14:                                               ; preds = %0
  br label %13
}

; Function Attrs: mustprogress noinline optnone
define internal void @"?handler_body@@YAXXZ"() #1 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %1 = alloca %struct.SubErr, align 4
  %2 = alloca %struct.SubErr, align 4
  %3 = alloca %struct.Local, align 4
  %4 = bitcast %struct.SubErr* %1 to %struct.Err*
  %5 = getelementptr inbounds %struct.Err, %struct.Err* %4, i32 0, i32 0
  store i32 5, i32* %5, align 4
  %6 = bitcast %struct.SubErr* %2 to i8*
  %7 = bitcast %struct.SubErr* %1 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %6, i8* align 4 %7, i32 4, i1 false)
  %8 = bitcast %struct.SubErr* %2 to i8*
  invoke void @_CxxThrowException(i8* %8, %eh.ThrowInfo* @"_TI2?AUSubErr@@") #6
          to label %19 unwind label %9

9:                                                ; preds = %0
  %10 = catchswitch within none [label %11] unwind to caller

11:                                               ; preds = %9
  %12 = catchpad within %10 [%rtti.TypeDescriptor9* @"??_R0?AUErr@@@8", i32 8, i8* null]
  %13 = call x86_thiscallcc noundef %struct.Local* @"??0Local@@QAE@PBD@Z"(%struct.Local* noundef nonnull align 4 dereferenceable(4) %3, i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @"??_C@_07MILLDJGK@handler?$AA@", i32 0, i32 0)) [ "funclet"(token %12) ]
  invoke void @"?rethrow_it@@YAXXZ"() [ "funclet"(token %12) ]
          to label %14 unwind label %17

14:                                               ; preds = %11
  call x86_thiscallcc void @"??1Local@@QAE@XZ"(%struct.Local* noundef nonnull align 4 dereferenceable(4) %3) #7 [ "funclet"(token %12) ]
  catchret from %12 to label %15

15:                                               ; preds = %14
  br label %16

16:                                               ; preds = %15
  ret void

17:                                               ; preds = %11
  %18 = cleanuppad within %12 []
  call x86_thiscallcc void @"??1Local@@QAE@XZ"(%struct.Local* noundef nonnull align 4 dereferenceable(4) %3) #7 [ "funclet"(token %18) ]
  cleanupret from %18 unwind to caller

19:                                               ; preds = %0
  unreachable
}

declare dso_local i32 @__CxxFrameHandler3(...)

declare dso_local i32 @printf(i8* noundef, ...) #2

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i32(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i32, i1 immarg) #3

declare dso_local x86_stdcallcc void @_CxxThrowException(i8*, %eh.ThrowInfo*)

; Function Attrs: noinline optnone
define linkonce_odr dso_local x86_thiscallcc noundef %struct.Local* @"??0Local@@QAE@PBD@Z"(%struct.Local* noundef nonnull returned align 4 dereferenceable(4) %0, i8* noundef %1) unnamed_addr #4 comdat align 2 {
  %3 = alloca i8*, align 4
  %4 = alloca %struct.Local*, align 4
  store i8* %1, i8** %3, align 4
  store %struct.Local* %0, %struct.Local** %4, align 4
  %5 = load %struct.Local*, %struct.Local** %4, align 4
  %6 = getelementptr inbounds %struct.Local, %struct.Local* %5, i32 0, i32 0
  %7 = load i8*, i8** %3, align 4
  store i8* %7, i8** %6, align 4
  %8 = getelementptr inbounds %struct.Local, %struct.Local* %5, i32 0, i32 0
  %9 = load i8*, i8** %8, align 4
  %10 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @"??_C@_0L@LFIBMKL@Local?$CI?$CFs?$CJ?6?$AA@", i32 0, i32 0), i8* noundef %9)
  ret %struct.Local* %5
}

; Function Attrs: mustprogress noinline optnone
define internal void @"?rethrow_it@@YAXXZ"() #1 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %1 = alloca %struct.Local, align 4
  %2 = call x86_thiscallcc noundef %struct.Local* @"??0Local@@QAE@PBD@Z"(%struct.Local* noundef nonnull align 4 dereferenceable(4) %1, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @"??_C@_09JAALFNOD@rethrower?$AA@", i32 0, i32 0))
  %3 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @"??_C@_0M@IMBCNGE@rethrowing?6?$AA@", i32 0, i32 0))
          to label %4 unwind label %5

4:                                                ; preds = %0
  invoke void @_CxxThrowException(i8* null, %eh.ThrowInfo* null) #6
          to label %7 unwind label %5

5:                                                ; preds = %4, %0
  %6 = cleanuppad within none []
  call x86_thiscallcc void @"??1Local@@QAE@XZ"(%struct.Local* noundef nonnull align 4 dereferenceable(4) %1) #7 [ "funclet"(token %6) ]
  cleanupret from %6 unwind to caller

7:                                                ; preds = %4
  unreachable
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc void @"??1Local@@QAE@XZ"(%struct.Local* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #5 comdat align 2 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %2 = alloca %struct.Local*, align 4
  store %struct.Local* %0, %struct.Local** %2, align 4
  %3 = load %struct.Local*, %struct.Local** %2, align 4
  %4 = getelementptr inbounds %struct.Local, %struct.Local* %3, i32 0, i32 0
  %5 = load i8*, i8** %4, align 4
  %6 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @"??_C@_0M@NGHBDJMC@?$HOLocal?$CI?$CFs?$CJ?6?$AA@", i32 0, i32 0), i8* noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret void

8:                                                ; preds = %1
  %9 = cleanuppad within none []
  call void @__std_terminate() #8 [ "funclet"(token %9) ]
  unreachable
}

declare dso_local void @__std_terminate()

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress noinline optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { argmemonly nofree nounwind willreturn }
attributes #4 = { noinline optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #6 = { noreturn }
attributes #7 = { nounwind }
attributes #8 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 2}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{!"Debian clang version 14.0.6"}

; ModuleID = 'rethrow_from_callee.cpp'
source_filename = "rethrow_from_callee.cpp"
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-msvc19.33.0"

%rtti.TypeDescriptor12 = type { ptr, ptr, [13 x i8] }
%rtti.TypeDescriptor9 = type { ptr, ptr, [10 x i8] }
%eh.CatchableType = type { i32, ptr, i32, i32, i32, i32, ptr }
%eh.CatchableTypeArray.2 = type { i32, [2 x ptr] }
%eh.ThrowInfo = type { i32, ptr, ptr, ptr }
%struct.Err = type { i32 }
%struct.SubErr = type { %struct.Err }
%struct.Local = type { ptr }

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

@"??_7type_info@@6B@" = external constant ptr
@"??_R0?AUSubErr@@@8" = linkonce_odr global %rtti.TypeDescriptor12 { ptr @"??_7type_info@@6B@", ptr null, [13 x i8] c".?AUSubErr@@\00" }, comdat
@"??_C@_0BC@PMMHMHCK@caught?5SubErr?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [18 x i8] c"caught SubErr %d\0A\00", comdat, align 1
@"??_R0?AUErr@@@8" = linkonce_odr global %rtti.TypeDescriptor9 { ptr @"??_7type_info@@6B@", ptr null, [10 x i8] c".?AUErr@@\00" }, comdat
@"_CT??_R0?AUSubErr@@@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, ptr @"??_R0?AUSubErr@@@8", i32 0, i32 -1, i32 0, i32 4, ptr null }, section ".xdata", comdat
@"_CT??_R0?AUErr@@@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, ptr @"??_R0?AUErr@@@8", i32 0, i32 -1, i32 0, i32 4, ptr null }, section ".xdata", comdat
@"_CTA2?AUSubErr@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.2 { i32 2, [2 x ptr] [ptr @"_CT??_R0?AUSubErr@@@84", ptr @"_CT??_R0?AUErr@@@84"] }, section ".xdata", comdat
@"_TI2?AUSubErr@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, ptr null, ptr null, ptr @"_CTA2?AUSubErr@@" }, section ".xdata", comdat
@"??_C@_07MILLDJGK@handler?$AA@" = linkonce_odr dso_local unnamed_addr constant [8 x i8] c"handler\00", comdat, align 1
@"??_C@_0L@LFIBMKL@Local?$CI?$CFs?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [11 x i8] c"Local(%s)\0A\00", comdat, align 1
@"??_C@_09JAALFNOD@rethrower?$AA@" = linkonce_odr dso_local unnamed_addr constant [10 x i8] c"rethrower\00", comdat, align 1
@"??_C@_0M@IMBCNGE@rethrowing?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [12 x i8] c"rethrowing\0A\00", comdat, align 1
@"??_C@_0M@NGHBDJMC@?$HOLocal?$CI?$CFs?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [12 x i8] c"~Local(%s)\0A\00", comdat, align 1

; Function Attrs: mustprogress noinline norecurse optnone
define dso_local noundef i32 @main() #0 personality ptr @__CxxFrameHandler3 {
  %1 = alloca i32, align 4
  %2 = alloca ptr, align 4
  store i32 0, ptr %1, align 4
  invoke void @"?handler_body@@YAXXZ"()
          to label %13 unwind label %3

3:                                                ; preds = %0
  %4 = catchswitch within none [label %5] unwind to caller

5:                                                ; preds = %3
  %6 = catchpad within %4 [ptr @"??_R0?AUSubErr@@@8", i32 8, ptr %2]
  %7 = load ptr, ptr %2, align 4
  %8 = getelementptr inbounds %struct.Err, ptr %7, i32 0, i32 0
  %9 = load i32, ptr %8, align 4
  %10 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BC@PMMHMHCK@caught?5SubErr?5?$CFd?6?$AA@", i32 noundef %9) [ "funclet"(token %6) ]
  catchret from %6 to label %11

11:                                               ; preds = %5
  br label %12

12:                                               ; preds = %11, %13
  ret i32 0

13:                                               ; preds = %0
  br label %12
}

; Function Attrs: mustprogress noinline optnone
define internal void @"?handler_body@@YAXXZ"() #1 personality ptr @__CxxFrameHandler3 {
  %1 = alloca %struct.SubErr, align 4
  %2 = alloca %struct.SubErr, align 4
  %3 = alloca %struct.Local, align 4
  %4 = getelementptr inbounds %struct.Err, ptr %1, i32 0, i32 0
  store i32 5, ptr %4, align 4
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %2, ptr align 4 %1, i32 4, i1 false)
  invoke void @_CxxThrowException(ptr %2, ptr @"_TI2?AUSubErr@@") #5
          to label %15 unwind label %5

5:                                                ; preds = %0
  %6 = catchswitch within none [label %7] unwind to caller

7:                                                ; preds = %5
  %8 = catchpad within %6 [ptr @"??_R0?AUErr@@@8", i32 8, ptr null]
  %9 = call x86_thiscallcc noundef ptr @"??0Local@@QAE@PBD@Z"(ptr noundef nonnull align 4 dereferenceable(4) %3, ptr noundef @"??_C@_07MILLDJGK@handler?$AA@") [ "funclet"(token %8) ]
  invoke void @"?rethrow_it@@YAXXZ"() [ "funclet"(token %8) ]
          to label %10 unwind label %13

10:                                               ; preds = %7
  call x86_thiscallcc void @"??1Local@@QAE@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %3) #6 [ "funclet"(token %8) ]
  catchret from %8 to label %11

11:                                               ; preds = %10
  br label %12

12:                                               ; preds = %11
  ret void

13:                                               ; preds = %7
  %14 = cleanuppad within %8 []
  call x86_thiscallcc void @"??1Local@@QAE@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %3) #6 [ "funclet"(token %14) ]
  cleanupret from %14 unwind to caller

15:                                               ; preds = %0
  unreachable
}

declare dso_local i32 @__CxxFrameHandler3(...)

declare dso_local i32 @printf(ptr noundef, ...) #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i32, i1 immarg) #3

declare dso_local x86_stdcallcc void @_CxxThrowException(ptr, ptr)

; Function Attrs: mustprogress noinline optnone
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??0Local@@QAE@PBD@Z"(ptr noundef nonnull returned align 4 dereferenceable(4) %0, ptr noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  store ptr %1, ptr %3, align 4
  store ptr %0, ptr %4, align 4
  %5 = load ptr, ptr %4, align 4
  %6 = getelementptr inbounds %struct.Local, ptr %5, i32 0, i32 0
  %7 = load ptr, ptr %3, align 4
  store ptr %7, ptr %6, align 4
  %8 = getelementptr inbounds %struct.Local, ptr %5, i32 0, i32 0
  %9 = load ptr, ptr %8, align 4
  %10 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0L@LFIBMKL@Local?$CI?$CFs?$CJ?6?$AA@", ptr noundef %9)
  ret ptr %5
}

; Function Attrs: mustprogress noinline optnone
define internal void @"?rethrow_it@@YAXXZ"() #1 personality ptr @__CxxFrameHandler3 {
  %1 = alloca %struct.Local, align 4
  %2 = call x86_thiscallcc noundef ptr @"??0Local@@QAE@PBD@Z"(ptr noundef nonnull align 4 dereferenceable(4) %1, ptr noundef @"??_C@_09JAALFNOD@rethrower?$AA@")
  %3 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0M@IMBCNGE@rethrowing?6?$AA@")
          to label %4 unwind label %5

4:                                                ; preds = %0
  invoke void @_CxxThrowException(ptr null, ptr null) #5
          to label %7 unwind label %5

5:                                                ; preds = %4, %0
  %6 = cleanuppad within none []
  call x86_thiscallcc void @"??1Local@@QAE@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %1) #6 [ "funclet"(token %6) ]
  cleanupret from %6 unwind to caller

7:                                                ; preds = %4
  unreachable
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc void @"??1Local@@QAE@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #4 comdat align 2 personality ptr @__CxxFrameHandler3 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.Local, ptr %3, i32 0, i32 0
  %5 = load ptr, ptr %4, align 4
  %6 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0M@NGHBDJMC@?$HOLocal?$CI?$CFs?$CJ?6?$AA@", ptr noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret void

8:                                                ; preds = %1
  %9 = cleanuppad within none []
  call void @__std_terminate() #7 [ "funclet"(token %9) ]
  unreachable
}

declare dso_local void @__std_terminate()

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress noinline optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { noreturn }
attributes #6 = { nounwind }
attributes #7 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 2}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}

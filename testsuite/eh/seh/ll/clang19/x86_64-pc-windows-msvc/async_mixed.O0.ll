; ModuleID = 'llvm-link'
source_filename = "async_mixed.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-windows-msvc19.33.0"

%rtti.TypeDescriptor9 = type { ptr, ptr, [10 x i8] }
%eh.CatchableType = type { i32, i32, i32, i32, i32, i32, i32 }
%eh.CatchableTypeArray.1 = type { i32, [1 x i32] }
%eh.ThrowInfo = type { i32, i32, i32, i32 }
%rtti.TypeDescriptor2 = type { ptr, ptr, [3 x i8] }
%struct.EXCEPTION_POINTERS = type { ptr, ptr }
%struct.EXCEPTION_RECORD = type { i32, i32, ptr, ptr, i32, [15 x i64] }
%struct.Obj = type { i32 }
%struct.Guard = type { ptr }

$"??0Obj@@QEAA@H@Z" = comdat any

$"??1Guard@@QEAA@XZ" = comdat any

$"??1Obj@@QEAA@XZ" = comdat any

$"??0Obj@@QEAA@AEBU0@@Z" = comdat any

$"??_C@_0CC@CNBFDDDJ@1?3?5a?5C?$CL?$CL?5throw?5taken?5by?5__except@" = comdat any

$"??_C@_0BI@PIDNCIHM@?5?5__except?3?5code?5?$CF08lx?6?$AA@" = comdat any

$"??_C@_0CK@NGDGMEKB@2?3?5declined?5by?5the?5filter?0?5caugh@" = comdat any

$"??_C@_0N@HDLCPBE@?5?5caught?5?$CFd?6?$AA@" = comdat any

$"??_C@_0CI@PJBIGNON@3?3?5an?5SEH?5exception?5through?5C?$CL?$CL?5@" = comdat any

$"??_C@_0BG@CLGPEPNN@done?5?$CI?$CFd?5parameters?$CJ?6?$AA@" = comdat any

$"??_C@_0CL@BMBCKBF@?5?5filter?3?5code?5?$CF08lx?5flags?5?$CFlu?5p@" = comdat any

$"??_C@_03KCHOJKKI@set?$AA@" = comdat any

$"??_C@_04MLLLIHIP@null?$AA@" = comdat any

$"??_C@_0DE@HPEPCBEI@?5?5filter?3?5magic?5?$CF08lx?5object?5val@" = comdat any

$"??_C@_0BJ@GMCBEPHJ@?5?5__finally?5abnormal?$DN?$CFd?6?$AA@" = comdat any

$"??_C@_0P@DHIMHCIK@?5?5not?5reached?6?$AA@" = comdat any

$"??_C@_07PCOLHLLC@thrower?$AA@" = comdat any

$"??_R0?AUObj@@@8" = comdat any

$"_CT??_R0?AUObj@@@8??0Obj@@QEAA@AEBU0@@Z4" = comdat any

$"_CTA1?AUObj@@" = comdat any

$"_TI1?AUObj@@" = comdat any

$"??_C@_0BE@LAMEJPNE@?5?5catch?5?$CIObj?5?$CG?$CJ?5?$CFd?6?$AA@" = comdat any

$"??_C@_06GFECGKEO@caller?$AA@" = comdat any

$"??_R0H@8" = comdat any

$"??_C@_0BI@LOJJKBKI@?5?5catch?5?$CI?4?4?4?$CJ?5takes?5it?6?$AA@" = comdat any

$"??_C@_0BM@BMMFNCOM@?5?5catch?5?$CIint?$CJ?3?5not?5reached?6?$AA@" = comdat any

$"??_C@_0L@HKHDGIDB@?5?5Obj?$CI?$CFd?$CJ?6?$AA@" = comdat any

$"??_C@_0BA@BABGJCDN@?5?5Obj?$CIcopy?5?$CFd?$CJ?6?$AA@" = comdat any

$"??_C@_0M@NFMNHCLB@?5?5?$HOObj?$CI?$CFd?$CJ?6?$AA@" = comdat any

$"??_C@_0O@POIFHDAL@?5?5?$HOGuard?$CI?$CFs?$CJ?6?$AA@" = comdat any

@"??_C@_0CC@CNBFDDDJ@1?3?5a?5C?$CL?$CL?5throw?5taken?5by?5__except@" = linkonce_odr dso_local unnamed_addr constant [34 x i8] c"1: a C++ throw taken by __except\0A\00", comdat, align 1
@"??_C@_0BI@PIDNCIHM@?5?5__except?3?5code?5?$CF08lx?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [24 x i8] c"  __except: code %08lx\0A\00", comdat, align 1
@"??_C@_0CK@NGDGMEKB@2?3?5declined?5by?5the?5filter?0?5caugh@" = linkonce_odr dso_local unnamed_addr constant [42 x i8] c"2: declined by the filter, caught by C++\0A\00", comdat, align 1
@"??_C@_0N@HDLCPBE@?5?5caught?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [13 x i8] c"  caught %d\0A\00", comdat, align 1
@"??_C@_0CI@PJBIGNON@3?3?5an?5SEH?5exception?5through?5C?$CL?$CL?5@" = linkonce_odr dso_local unnamed_addr constant [40 x i8] c"3: an SEH exception through C++ frames\0A\00", comdat, align 1
@seen_params = internal global i32 0, align 4
@"??_C@_0BG@CLGPEPNN@done?5?$CI?$CFd?5parameters?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [22 x i8] c"done (%d parameters)\0A\00", comdat, align 1
@"??_C@_0CL@BMBCKBF@?5?5filter?3?5code?5?$CF08lx?5flags?5?$CFlu?5p@" = linkonce_odr dso_local unnamed_addr constant [43 x i8] c"  filter: code %08lx flags %lu params %lu\0A\00", comdat, align 1
@"??_C@_03KCHOJKKI@set?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"set\00", comdat, align 1
@"??_C@_04MLLLIHIP@null?$AA@" = linkonce_odr dso_local unnamed_addr constant [5 x i8] c"null\00", comdat, align 1
@"??_C@_0DE@HPEPCBEI@?5?5filter?3?5magic?5?$CF08lx?5object?5val@" = linkonce_odr dso_local unnamed_addr constant [52 x i8] c"  filter: magic %08lx object value %d throwinfo %s\0A\00", comdat, align 1
@"??_C@_0BJ@GMCBEPHJ@?5?5__finally?5abnormal?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [25 x i8] c"  __finally abnormal=%d\0A\00", comdat, align 1
@"??_C@_0P@DHIMHCIK@?5?5not?5reached?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [15 x i8] c"  not reached\0A\00", comdat, align 1
@"??_C@_07PCOLHLLC@thrower?$AA@" = linkonce_odr dso_local unnamed_addr constant [8 x i8] c"thrower\00", comdat, align 1
@"??_7type_info@@6B@" = external constant ptr
@"??_R0?AUObj@@@8" = linkonce_odr global %rtti.TypeDescriptor9 { ptr @"??_7type_info@@6B@", ptr null, [10 x i8] c".?AUObj@@\00" }, comdat
@__ImageBase = external dso_local constant i8
@"_CT??_R0?AUObj@@@8??0Obj@@QEAA@AEBU0@@Z4" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUObj@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 4, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??0Obj@@QEAA@AEBU0@@Z" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"_CTA1?AUObj@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0?AUObj@@@8??0Obj@@QEAA@AEBU0@@Z4" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@"_TI1?AUObj@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??1Obj@@QEAA@XZ" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CTA1?AUObj@@" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_C@_0BE@LAMEJPNE@?5?5catch?5?$CIObj?5?$CG?$CJ?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [20 x i8] c"  catch (Obj &) %d\0A\00", comdat, align 1
@"??_C@_06GFECGKEO@caller?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"caller\00", comdat, align 1
@"??_R0H@8" = linkonce_odr global %rtti.TypeDescriptor2 { ptr @"??_7type_info@@6B@", ptr null, [3 x i8] c".H\00" }, comdat
@"??_C@_0BI@LOJJKBKI@?5?5catch?5?$CI?4?4?4?$CJ?5takes?5it?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [24 x i8] c"  catch (...) takes it\0A\00", comdat, align 1
@"??_C@_0BM@BMMFNCOM@?5?5catch?5?$CIint?$CJ?3?5not?5reached?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [28 x i8] c"  catch (int): not reached\0A\00", comdat, align 1
@"??_C@_0L@HKHDGIDB@?5?5Obj?$CI?$CFd?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [11 x i8] c"  Obj(%d)\0A\00", comdat, align 1
@"??_C@_0BA@BABGJCDN@?5?5Obj?$CIcopy?5?$CFd?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [16 x i8] c"  Obj(copy %d)\0A\00", comdat, align 1
@"??_C@_0M@NFMNHCLB@?5?5?$HOObj?$CI?$CFd?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [12 x i8] c"  ~Obj(%d)\0A\00", comdat, align 1
@"??_C@_0O@POIFHDAL@?5?5?$HOGuard?$CI?$CFs?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [14 x i8] c"  ~Guard(%s)\0A\00", comdat, align 1

; Function Attrs: noinline optnone uwtable
define dso_local i32 @main() #0 personality ptr @__C_specific_handler {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %4 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0CC@CNBFDDDJ@1?3?5a?5C?$CL?$CL?5throw?5taken?5by?5__except@")
  invoke void @llvm.seh.try.begin()
          to label %5 unwind label %7

5:                                                ; preds = %0
  invoke void @throw_through_finally() #8
          to label %6 unwind label %7

6:                                                ; preds = %5
  invoke void @llvm.seh.try.end()
          to label %34 unwind label %7

7:                                                ; preds = %6, %5, %0
  %8 = catchswitch within none [label %9] unwind to caller

9:                                                ; preds = %7
  %10 = catchpad within %8 [ptr @"?filt$0@0@main@@"]
  catchret from %10 to label %11

11:                                               ; preds = %9
  %12 = call i32 @llvm.eh.exceptioncode(token %10)
  store i32 %12, ptr %2, align 4
  %13 = load i32, ptr %2, align 4
  %14 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BI@PIDNCIHM@?5?5__except?3?5code?5?$CF08lx?6?$AA@", i32 noundef %13)
  br label %15

15:                                               ; preds = %34, %11
  %16 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0CK@NGDGMEKB@2?3?5declined?5by?5the?5filter?0?5caugh@")
  %17 = call i32 @cxx_catch_around(ptr noundef @declining)
  %18 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0N@HDLCPBE@?5?5caught?5?$CFd?6?$AA@", i32 noundef %17)
  %19 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0CI@PJBIGNON@3?3?5an?5SEH?5exception?5through?5C?$CL?$CL?5@")
  invoke void @llvm.seh.try.begin()
          to label %20 unwind label %22

20:                                               ; preds = %15
  invoke void @cxx_call(ptr noundef @raiser) #8
          to label %21 unwind label %22

21:                                               ; preds = %20
  invoke void @llvm.seh.try.end()
          to label %33 unwind label %22

22:                                               ; preds = %21, %20, %15
  %23 = catchswitch within none [label %24] unwind to caller

24:                                               ; preds = %22
  %25 = catchpad within %23 [ptr @"?filt$1@0@main@@"]
  catchret from %25 to label %26

26:                                               ; preds = %24
  %27 = call i32 @llvm.eh.exceptioncode(token %25)
  store i32 %27, ptr %3, align 4
  %28 = load i32, ptr %3, align 4
  %29 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BI@PIDNCIHM@?5?5__except?3?5code?5?$CF08lx?6?$AA@", i32 noundef %28)
  br label %30

30:                                               ; preds = %33, %26
  %31 = load i32, ptr @seen_params, align 4
  %32 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BG@CLGPEPNN@done?5?$CI?$CFd?5parameters?$CJ?6?$AA@", i32 noundef %31)
  ret i32 0

33:                                               ; preds = %21
  br label %30

34:                                               ; preds = %6
  br label %15
}

declare dso_local i32 @__C_specific_handler(...)

declare dso_local i32 @printf(ptr noundef, ...) #1

; Function Attrs: nounwind willreturn memory(write)
declare dso_local void @llvm.seh.try.begin() #2

; Function Attrs: noinline optnone uwtable
define internal void @throw_through_finally() #0 personality ptr @__C_specific_handler {
  invoke void @llvm.seh.scope.begin()
          to label %1 unwind label %6

1:                                                ; preds = %0
  invoke void @llvm.seh.try.begin()
          to label %2 unwind label %6

2:                                                ; preds = %1
  invoke void @cxx_throw(i32 noundef 7) #8
          to label %3 unwind label %6

3:                                                ; preds = %2
  invoke void @llvm.seh.try.end()
          to label %4 unwind label %6

4:                                                ; preds = %3
  %5 = call ptr @llvm.localaddress()
  call void @"?fin$0@0@throw_through_finally@@"(i8 noundef 0, ptr noundef %5)
  ret void

6:                                                ; preds = %3, %2, %1, %0
  %7 = cleanuppad within none []
  %8 = call ptr @llvm.localaddress()
  call void @"?fin$0@0@throw_through_finally@@"(i8 noundef 1, ptr noundef %8) [ "funclet"(token %7) ]
  cleanupret from %7 unwind to caller
}

; Function Attrs: nounwind willreturn memory(write)
declare dso_local void @llvm.seh.try.end() #2

; Function Attrs: noinline uwtable
define internal i32 @"?filt$0@0@main@@"(ptr noundef %0, ptr noundef %1) #3 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  store ptr %1, ptr %3, align 8
  store ptr %0, ptr %4, align 8
  %6 = getelementptr inbounds { ptr, ptr }, ptr %0, i32 0, i32 0
  %7 = load ptr, ptr %6, align 8
  %8 = load i32, ptr %7, align 4
  store i32 %8, ptr %5, align 4
  %9 = call i32 @look(ptr noundef %0, i32 noundef 1)
  ret i32 %9
}

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.exceptioncode(token) #4

; Function Attrs: noinline optnone uwtable
define internal void @declining() #0 personality ptr @__C_specific_handler {
  %1 = alloca i32, align 4
  invoke void @llvm.seh.try.begin()
          to label %2 unwind label %9

2:                                                ; preds = %0
  invoke void @llvm.seh.scope.begin()
          to label %3 unwind label %18

3:                                                ; preds = %2
  invoke void @llvm.seh.try.begin()
          to label %4 unwind label %18

4:                                                ; preds = %3
  invoke void @cxx_throw(i32 noundef 8) #8
          to label %5 unwind label %18

5:                                                ; preds = %4
  invoke void @llvm.seh.try.end()
          to label %6 unwind label %18

6:                                                ; preds = %5
  %7 = call ptr @llvm.localaddress()
  invoke void @"?fin$0@0@declining@@"(i8 noundef 0, ptr noundef %7) #8
          to label %8 unwind label %9

8:                                                ; preds = %6
  invoke void @llvm.seh.try.end()
          to label %17 unwind label %9

9:                                                ; preds = %22, %20, %18, %8, %6, %0
  %10 = catchswitch within none [label %11] unwind to caller

11:                                               ; preds = %9
  %12 = catchpad within %10 [ptr @"?filt$0@0@declining@@"]
  catchret from %12 to label %13

13:                                               ; preds = %11
  %14 = call i32 @llvm.eh.exceptioncode(token %12)
  store i32 %14, ptr %1, align 4
  %15 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0P@DHIMHCIK@?5?5not?5reached?6?$AA@")
  br label %16

16:                                               ; preds = %17, %13
  ret void

17:                                               ; preds = %8
  br label %16

18:                                               ; preds = %5, %4, %3, %2
  %19 = cleanuppad within none []
  invoke void @llvm.seh.scope.end() [ "funclet"(token %19) ]
          to label %20 unwind label %9

20:                                               ; preds = %18
  %21 = call ptr @llvm.localaddress()
  invoke void @"?fin$0@0@declining@@"(i8 noundef 1, ptr noundef %21) #8 [ "funclet"(token %19) ]
          to label %22 unwind label %9

22:                                               ; preds = %20
  cleanupret from %19 unwind label %9
}

; Function Attrs: noinline optnone uwtable
define internal void @raiser() #0 {
  call void @RaiseException(i32 noundef -536870831, i32 noundef 0, i32 noundef 0, ptr noundef null)
  ret void
}

; Function Attrs: noinline uwtable
define internal i32 @"?filt$1@0@main@@"(ptr noundef %0, ptr noundef %1) #3 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  store ptr %1, ptr %3, align 8
  store ptr %0, ptr %4, align 8
  %6 = getelementptr inbounds { ptr, ptr }, ptr %0, i32 0, i32 0
  %7 = load ptr, ptr %6, align 8
  %8 = load i32, ptr %7, align 4
  store i32 %8, ptr %5, align 4
  %9 = call i32 @look(ptr noundef %0, i32 noundef 1)
  ret i32 %9
}

; Function Attrs: noinline optnone uwtable
define internal i32 @look(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  store i32 %1, ptr %3, align 4
  store ptr %0, ptr %4, align 8
  %6 = load ptr, ptr %4, align 8
  %7 = getelementptr inbounds %struct.EXCEPTION_POINTERS, ptr %6, i32 0, i32 0
  %8 = load ptr, ptr %7, align 8
  store ptr %8, ptr %5, align 8
  %9 = load ptr, ptr %5, align 8
  %10 = getelementptr inbounds %struct.EXCEPTION_RECORD, ptr %9, i32 0, i32 4
  %11 = load i32, ptr %10, align 8
  %12 = load ptr, ptr %5, align 8
  %13 = getelementptr inbounds %struct.EXCEPTION_RECORD, ptr %12, i32 0, i32 1
  %14 = load i32, ptr %13, align 4
  %15 = load ptr, ptr %5, align 8
  %16 = getelementptr inbounds %struct.EXCEPTION_RECORD, ptr %15, i32 0, i32 0
  %17 = load i32, ptr %16, align 8
  %18 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0CL@BMBCKBF@?5?5filter?3?5code?5?$CF08lx?5flags?5?$CFlu?5p@", i32 noundef %17, i32 noundef %14, i32 noundef %11)
  %19 = load ptr, ptr %5, align 8
  %20 = getelementptr inbounds %struct.EXCEPTION_RECORD, ptr %19, i32 0, i32 0
  %21 = load i32, ptr %20, align 8
  %22 = icmp eq i32 %21, -529697949
  br i1 %22, label %23, label %46

23:                                               ; preds = %2
  %24 = load ptr, ptr %5, align 8
  %25 = getelementptr inbounds %struct.EXCEPTION_RECORD, ptr %24, i32 0, i32 5
  %26 = getelementptr inbounds [15 x i64], ptr %25, i64 0, i64 2
  %27 = load i64, ptr %26, align 8
  %28 = icmp ne i64 %27, 0
  %29 = zext i1 %28 to i64
  %30 = select i1 %28, ptr @"??_C@_03KCHOJKKI@set?$AA@", ptr @"??_C@_04MLLLIHIP@null?$AA@"
  %31 = load ptr, ptr %5, align 8
  %32 = getelementptr inbounds %struct.EXCEPTION_RECORD, ptr %31, i32 0, i32 5
  %33 = getelementptr inbounds [15 x i64], ptr %32, i64 0, i64 1
  %34 = load i64, ptr %33, align 8
  %35 = inttoptr i64 %34 to ptr
  %36 = call i32 @cxx_obj_value(ptr noundef %35)
  %37 = load ptr, ptr %5, align 8
  %38 = getelementptr inbounds %struct.EXCEPTION_RECORD, ptr %37, i32 0, i32 5
  %39 = getelementptr inbounds [15 x i64], ptr %38, i64 0, i64 0
  %40 = load i64, ptr %39, align 8
  %41 = trunc i64 %40 to i32
  %42 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0DE@HPEPCBEI@?5?5filter?3?5magic?5?$CF08lx?5object?5val@", i32 noundef %41, i32 noundef %36, ptr noundef %30)
  %43 = load ptr, ptr %5, align 8
  %44 = getelementptr inbounds %struct.EXCEPTION_RECORD, ptr %43, i32 0, i32 4
  %45 = load i32, ptr %44, align 8
  store i32 %45, ptr @seen_params, align 4
  br label %46

46:                                               ; preds = %23, %2
  %47 = load i32, ptr %3, align 4
  ret i32 %47
}

declare dllimport void @RaiseException(i32 noundef, i32 noundef, i32 noundef, ptr noundef) #1

; Function Attrs: nounwind memory(none)
declare dso_local void @llvm.seh.scope.begin() #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.localaddress() #5

; Function Attrs: noinline uwtable
define internal void @"?fin$0@0@declining@@"(i8 noundef %0, ptr noundef %1) #3 {
  %3 = alloca ptr, align 8
  %4 = alloca i8, align 1
  store ptr %1, ptr %3, align 8
  store i8 %0, ptr %4, align 1
  %5 = zext i8 %0 to i32
  %6 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BJ@GMCBEPHJ@?5?5__finally?5abnormal?$DN?$CFd?6?$AA@", i32 noundef %5)
  ret void
}

; Function Attrs: noinline uwtable
define internal i32 @"?filt$0@0@declining@@"(ptr noundef %0, ptr noundef %1) #3 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  store ptr %1, ptr %3, align 8
  store ptr %0, ptr %4, align 8
  %6 = getelementptr inbounds { ptr, ptr }, ptr %0, i32 0, i32 0
  %7 = load ptr, ptr %6, align 8
  %8 = load i32, ptr %7, align 4
  store i32 %8, ptr %5, align 4
  %9 = call i32 @look(ptr noundef %0, i32 noundef 0)
  ret i32 %9
}

; Function Attrs: nounwind memory(none)
declare dso_local void @llvm.seh.scope.end() #4

; Function Attrs: noinline uwtable
define internal void @"?fin$0@0@throw_through_finally@@"(i8 noundef %0, ptr noundef %1) #3 {
  %3 = alloca ptr, align 8
  %4 = alloca i8, align 1
  store ptr %1, ptr %3, align 8
  store i8 %0, ptr %4, align 1
  %5 = zext i8 %0 to i32
  %6 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BJ@GMCBEPHJ@?5?5__finally?5abnormal?$DN?$CFd?6?$AA@", i32 noundef %5)
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define dso_local i32 @cxx_obj_value(ptr noundef %0) #6 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.Obj, ptr %3, i32 0, i32 0
  %5 = load i32, ptr %4, align 4
  ret i32 %5
}

; Function Attrs: mustprogress noinline optnone uwtable
define dso_local void @cxx_throw(i32 noundef %0) #7 personality ptr @__CxxFrameHandler3 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.Guard, align 8
  %4 = alloca %struct.Obj, align 4
  store i32 %0, ptr %2, align 4
  %5 = getelementptr inbounds %struct.Guard, ptr %3, i32 0, i32 0
  store ptr @"??_C@_07PCOLHLLC@thrower?$AA@", ptr %5, align 8
  invoke void @llvm.seh.scope.begin()
          to label %6 unwind label %10

6:                                                ; preds = %1
  %7 = load i32, ptr %2, align 4
  %8 = invoke noundef ptr @"??0Obj@@QEAA@H@Z"(ptr noundef nonnull align 4 dereferenceable(4) %4, i32 noundef %7)
          to label %9 unwind label %10

9:                                                ; preds = %6
  invoke void @_CxxThrowException(ptr %4, ptr @"_TI1?AUObj@@") #9
          to label %12 unwind label %10

10:                                               ; preds = %9, %6, %1
  %11 = cleanuppad within none []
  call void @"??1Guard@@QEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(8) %3) #10 [ "funclet"(token %11) ]
  cleanupret from %11 unwind to caller

12:                                               ; preds = %9
  unreachable
}

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef ptr @"??0Obj@@QEAA@H@Z"(ptr noundef nonnull returned align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #7 comdat align 2 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  store i32 %1, ptr %3, align 4
  store ptr %0, ptr %4, align 8
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds %struct.Obj, ptr %5, i32 0, i32 0
  %7 = load i32, ptr %3, align 4
  store i32 %7, ptr %6, align 4
  %8 = load i32, ptr %3, align 4
  %9 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0L@HKHDGIDB@?5?5Obj?$CI?$CFd?$CJ?6?$AA@", i32 noundef %8)
  ret ptr %5
}

declare dso_local void @_CxxThrowException(ptr, ptr)

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1Guard@@QEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #6 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.Guard, ptr %3, i32 0, i32 0
  %5 = load ptr, ptr %4, align 8
  %6 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0O@POIFHDAL@?5?5?$HOGuard?$CI?$CFs?$CJ?6?$AA@", ptr noundef %5)
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1Obj@@QEAA@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #6 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.Obj, ptr %3, i32 0, i32 0
  %5 = load i32, ptr %4, align 4
  %6 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0M@NFMNHCLB@?5?5?$HOObj?$CI?$CFd?$CJ?6?$AA@", i32 noundef %5)
  ret void
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef ptr @"??0Obj@@QEAA@AEBU0@@Z"(ptr noundef nonnull returned align 4 dereferenceable(4) %0, ptr noundef nonnull align 4 dereferenceable(4) %1) unnamed_addr #7 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %1, ptr %3, align 8
  store ptr %0, ptr %4, align 8
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds %struct.Obj, ptr %5, i32 0, i32 0
  %7 = load ptr, ptr %3, align 8
  %8 = getelementptr inbounds %struct.Obj, ptr %7, i32 0, i32 0
  %9 = load i32, ptr %8, align 4
  store i32 %9, ptr %6, align 4
  %10 = getelementptr inbounds %struct.Obj, ptr %5, i32 0, i32 0
  %11 = load i32, ptr %10, align 4
  %12 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BA@BABGJCDN@?5?5Obj?$CIcopy?5?$CFd?$CJ?6?$AA@", i32 noundef %11)
  ret ptr %5
}

; Function Attrs: mustprogress noinline optnone uwtable
define dso_local i32 @cxx_catch_around(ptr noundef %0) #7 personality ptr @__CxxFrameHandler3 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  %5 = load ptr, ptr %3, align 8
  invoke void %5()
          to label %17 unwind label %6

6:                                                ; preds = %1
  %7 = catchswitch within none [label %8] unwind to caller

8:                                                ; preds = %6
  %9 = catchpad within %7 [ptr @"??_R0?AUObj@@@8", i32 8, ptr %4]
  %10 = load ptr, ptr %4, align 8
  %11 = getelementptr inbounds %struct.Obj, ptr %10, i32 0, i32 0
  %12 = load i32, ptr %11, align 4
  %13 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BE@LAMEJPNE@?5?5catch?5?$CIObj?5?$CG?$CJ?5?$CFd?6?$AA@", i32 noundef %12) [ "funclet"(token %9) ]
  %14 = load ptr, ptr %4, align 8
  %15 = getelementptr inbounds %struct.Obj, ptr %14, i32 0, i32 0
  %16 = load i32, ptr %15, align 4
  store i32 %16, ptr %2, align 4
  catchret from %9 to label %18

17:                                               ; preds = %1
  br label %19

18:                                               ; preds = %8
  br label %20

19:                                               ; preds = %17
  store i32 0, ptr %2, align 4
  br label %20

20:                                               ; preds = %19, %18
  %21 = load i32, ptr %2, align 4
  ret i32 %21
}

; Function Attrs: mustprogress noinline optnone uwtable
define dso_local void @cxx_call(ptr noundef %0) #7 personality ptr @__CxxFrameHandler3 {
  %2 = alloca ptr, align 8
  %3 = alloca %struct.Guard, align 8
  store ptr %0, ptr %2, align 8
  %4 = getelementptr inbounds %struct.Guard, ptr %3, i32 0, i32 0
  store ptr @"??_C@_06GFECGKEO@caller?$AA@", ptr %4, align 8
  invoke void @llvm.seh.scope.begin()
          to label %5 unwind label %25

5:                                                ; preds = %1
  invoke void @llvm.seh.try.begin()
          to label %6 unwind label %8

6:                                                ; preds = %5
  %7 = load ptr, ptr %2, align 8
  invoke void %7()
          to label %24 unwind label %8

8:                                                ; preds = %6, %5
  %9 = catchswitch within none [label %10, label %18] unwind label %25

10:                                               ; preds = %8
  %11 = catchpad within %9 [ptr @"??_R0H@8", i32 0, ptr null]
  %12 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BM@BMMFNCOM@?5?5catch?5?$CIint?$CJ?3?5not?5reached?6?$AA@") [ "funclet"(token %11) ]
          to label %13 unwind label %25

13:                                               ; preds = %10
  invoke void @llvm.seh.scope.end() [ "funclet"(token %11) ]
          to label %14 unwind label %25

14:                                               ; preds = %13
  catchret from %11 to label %15

15:                                               ; preds = %14
  br label %16

16:                                               ; preds = %24, %23, %15
  invoke void @llvm.seh.scope.end()
          to label %17 unwind label %25

17:                                               ; preds = %16
  call void @"??1Guard@@QEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(8) %3) #10
  ret void

18:                                               ; preds = %8
  %19 = catchpad within %9 [ptr null, i32 0, ptr null]
  %20 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BI@LOJJKBKI@?5?5catch?5?$CI?4?4?4?$CJ?5takes?5it?6?$AA@") [ "funclet"(token %19) ]
          to label %21 unwind label %25

21:                                               ; preds = %18
  invoke void @llvm.seh.scope.end() [ "funclet"(token %19) ]
          to label %22 unwind label %25

22:                                               ; preds = %21
  catchret from %19 to label %23

23:                                               ; preds = %22
  br label %16

24:                                               ; preds = %6
  br label %16

25:                                               ; preds = %21, %18, %16, %13, %10, %8, %1
  %26 = cleanuppad within none []
  call void @"??1Guard@@QEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(8) %3) #10 [ "funclet"(token %26) ]
  cleanupret from %26 unwind to caller
}

attributes #0 = { noinline optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind willreturn memory(write) }
attributes #3 = { noinline uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind memory(none) }
attributes #5 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #6 = { mustprogress noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress noinline optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { noinline }
attributes #9 = { noreturn }
attributes #10 = { nounwind }

!llvm.module.flags = !{!1, !2, !3, !4, !5}

!0 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!1 = !{i32 1, !"wchar_size", i32 2}
!2 = !{i32 2, !"eh-asynch", i32 1}
!3 = !{i32 8, !"PIC Level", i32 2}
!4 = !{i32 7, !"uwtable", i32 2}
!5 = !{i32 1, !"MaxTLSAlign", i32 65536}

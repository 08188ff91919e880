; ModuleID = 'partial_construction_bases.cpp'
source_filename = "partial_construction_bases.cpp"
target datalayout = "e-m:w-p:64:64-i32:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-pc-windows-msvc19.20.0"

%rtti.TypeDescriptor2 = type { i8**, i8*, [3 x i8] }
%eh.CatchableType = type { i32, i32, i32, i32, i32, i32, i32 }
%eh.CatchableTypeArray.1 = type { i32, [1 x i32] }
%eh.ThrowInfo = type { i32, i32, i32, i32 }
%struct.Top = type { %struct.B1.base, %struct.B2.base, %struct.Part, [4 x i8], %struct.VB }
%struct.B1.base = type { %struct.Part, i32* }
%struct.B2.base = type { %struct.Part, i32* }
%struct.Part = type { i32 }
%struct.VB = type { %struct.Part }
%struct.B1 = type { %struct.Part, i32*, %struct.VB }
%struct.B2 = type { %struct.Part, i32*, %struct.VB }

$"??0Top@@QEAA@XZ" = comdat any

$"??_DTop@@QEAAXXZ" = comdat any

$"??0VB@@QEAA@XZ" = comdat any

$"??0B1@@QEAA@XZ" = comdat any

$"??0B2@@QEAA@XZ" = comdat any

$"??0Part@@QEAA@H@Z" = comdat any

$"??1Part@@QEAA@XZ" = comdat any

$"??1B2@@QEAA@XZ" = comdat any

$"??1B1@@QEAA@XZ" = comdat any

$"??1VB@@QEAA@XZ" = comdat any

$"??1Top@@QEAA@XZ" = comdat any

$"??_C@_0P@PDIPLPEI@?9?9?5fail?5at?5?$CFd?6?$AA@" = comdat any

$"??_R0H@8" = comdat any

$"??_C@_06GJJAJELO@built?6?$AA@" = comdat any

$"??_C@_0L@MIIHEIHH@caught?5?$CFd?6?$AA@" = comdat any

$"??_8Top@@7BB1@@@" = comdat any

$"??_8Top@@7BB2@@@" = comdat any

$"??_C@_09HGIMCAO@Top?5body?6?$AA@" = comdat any

$"??_8B1@@7B@" = comdat any

$"??_8B2@@7B@" = comdat any

$"??_C@_09IDMCDEGN@Part?$CI?$CFd?$CJ?6?$AA@" = comdat any

$"_CT??_R0H@84" = comdat any

$_CTA1H = comdat any

$_TI1H = comdat any

$"??_C@_0L@KHJLJEAC@?$HOPart?$CI?$CFd?$CJ?6?$AA@" = comdat any

$"??_C@_05HPNNDMGJ@?$HOTop?6?$AA@" = comdat any

@fail_at = internal global i32 0, align 4
@"??_C@_0P@PDIPLPEI@?9?9?5fail?5at?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [15 x i8] c"-- fail at %d\0A\00", comdat, align 8
@"??_7type_info@@6B@" = external constant i8*
@"??_R0H@8" = linkonce_odr global %rtti.TypeDescriptor2 { i8** @"??_7type_info@@6B@", i8* null, [3 x i8] c".H\00" }, comdat
@"??_C@_06GJJAJELO@built?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"built\0A\00", comdat, align 4
@"??_C@_0L@MIIHEIHH@caught?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [11 x i8] c"caught %d\0A\00", comdat, align 8
@"??_8Top@@7BB1@@@" = linkonce_odr unnamed_addr constant [2 x i32] [i32 -8, i32 32], comdat, align 4
@"??_8Top@@7BB2@@@" = linkonce_odr unnamed_addr constant [2 x i32] [i32 -8, i32 16], comdat, align 4
@"??_C@_09HGIMCAO@Top?5body?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [10 x i8] c"Top body\0A\00", comdat, align 8
@"??_8B1@@7B@" = linkonce_odr unnamed_addr constant [2 x i32] [i32 -8, i32 8], comdat, align 4
@"??_8B2@@7B@" = linkonce_odr unnamed_addr constant [2 x i32] [i32 -8, i32 8], comdat, align 4
@"??_C@_09IDMCDEGN@Part?$CI?$CFd?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [10 x i8] c"Part(%d)\0A\00", comdat, align 8
@__ImageBase = external dso_local constant i8
@"_CT??_R0H@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor2* @"??_R0H@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 4, i32 0 }, section ".xdata", comdat
@_CTA1H = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0H@84" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@_TI1H = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableTypeArray.1* @_CTA1H to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_C@_0L@KHJLJEAC@?$HOPart?$CI?$CFd?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [11 x i8] c"~Part(%d)\0A\00", comdat, align 8
@"??_C@_05HPNNDMGJ@?$HOTop?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [6 x i8] c"~Top\0A\00", comdat, align 4

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca %struct.Top, align 8
  %4 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  store i32 1, i32* %2, align 4
  br label %5

5:                                                ; preds = %26, %0
  %6 = load i32, i32* %2, align 4
  %7 = icmp sle i32 %6, 5
  br i1 %7, label %8, label %29

8:                                                ; preds = %5
  %9 = load i32, i32* %2, align 4
  store i32 %9, i32* @fail_at, align 4
  %10 = load i32, i32* %2, align 4
  %11 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @"??_C@_0P@PDIPLPEI@?9?9?5fail?5at?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %10)
  %12 = invoke noundef %struct.Top* @"??0Top@@QEAA@XZ"(%struct.Top* noundef nonnull align 8 dereferenceable(40) %3, i32 noundef 1)
          to label %13 unwind label %18

13:                                               ; preds = %8
  %14 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06GJJAJELO@built?6?$AA@", i64 0, i64 0))
          to label %15 unwind label %16

15:                                               ; preds = %13
  call void @"??_DTop@@QEAAXXZ"(%struct.Top* noundef nonnull align 8 dereferenceable(40) %3) #4
  br label %25

16:                                               ; preds = %13
  %17 = cleanuppad within none []
  call void @"??_DTop@@QEAAXXZ"(%struct.Top* noundef nonnull align 8 dereferenceable(40) %3) #4 [ "funclet"(token %17) ]
  cleanupret from %17 unwind label %18

18:                                               ; preds = %16, %8
  %19 = catchswitch within none [label %20] unwind to caller

20:                                               ; preds = %18
  %21 = catchpad within %19 [%rtti.TypeDescriptor2* @"??_R0H@8", i32 0, i32* %4]
  %22 = load i32, i32* %4, align 4
  %23 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @"??_C@_0L@MIIHEIHH@caught?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %22) [ "funclet"(token %21) ]
  catchret from %21 to label %24

24:                                               ; preds = %20
  br label %25

25:                                               ; preds = %24, %15
  br label %26

26:                                               ; preds = %25
  %27 = load i32, i32* %2, align 4
  %28 = add nsw i32 %27, 1
  store i32 %28, i32* %2, align 4
  br label %5, !llvm.loop !8

29:                                               ; preds = %5
  ret i32 0
}

declare dso_local i32 @printf(i8* noundef, ...) #1

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local noundef %struct.Top* @"??0Top@@QEAA@XZ"(%struct.Top* noundef nonnull returned align 8 dereferenceable(40) %0, i32 noundef %1) unnamed_addr #2 comdat align 2 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %3 = alloca %struct.Top*, align 8
  %4 = alloca i32, align 4
  %5 = alloca %struct.Top*, align 8
  store i32 %1, i32* %4, align 4
  store %struct.Top* %0, %struct.Top** %5, align 8
  %6 = load %struct.Top*, %struct.Top** %5, align 8
  store %struct.Top* %6, %struct.Top** %3, align 8
  %7 = load i32, i32* %4, align 4
  %8 = icmp ne i32 %7, 0
  br i1 %8, label %9, label %19

9:                                                ; preds = %2
  %10 = bitcast %struct.Top* %6 to i8*
  %11 = getelementptr inbounds i8, i8* %10, i64 8
  %12 = bitcast i8* %11 to i32**
  store i32* getelementptr inbounds ([2 x i32], [2 x i32]* @"??_8Top@@7BB1@@@", i32 0, i32 0), i32** %12, align 8
  %13 = getelementptr inbounds i8, i8* %10, i64 24
  %14 = bitcast i8* %13 to i32**
  store i32* getelementptr inbounds ([2 x i32], [2 x i32]* @"??_8Top@@7BB2@@@", i32 0, i32 0), i32** %14, align 8
  %15 = bitcast %struct.Top* %6 to i8*
  %16 = getelementptr inbounds i8, i8* %15, i64 40
  %17 = bitcast i8* %16 to %struct.VB*
  %18 = call noundef %struct.VB* @"??0VB@@QEAA@XZ"(%struct.VB* noundef nonnull align 4 dereferenceable(4) %17)
  br label %19

19:                                               ; preds = %9, %2
  %20 = bitcast %struct.Top* %6 to %struct.B1*
  %21 = invoke noundef %struct.B1* @"??0B1@@QEAA@XZ"(%struct.B1* noundef nonnull align 8 dereferenceable(16) %20, i32 noundef 0)
          to label %22 unwind label %44

22:                                               ; preds = %19
  %23 = bitcast %struct.Top* %6 to i8*
  %24 = getelementptr inbounds i8, i8* %23, i64 16
  %25 = bitcast i8* %24 to %struct.B2*
  %26 = invoke noundef %struct.B2* @"??0B2@@QEAA@XZ"(%struct.B2* noundef nonnull align 8 dereferenceable(16) %25, i32 noundef 0)
          to label %27 unwind label %41

27:                                               ; preds = %22
  %28 = getelementptr inbounds %struct.Top, %struct.Top* %6, i32 0, i32 2
  %29 = invoke noundef %struct.Part* @"??0Part@@QEAA@H@Z"(%struct.Part* noundef nonnull align 4 dereferenceable(4) %28, i32 noundef 4)
          to label %30 unwind label %36

30:                                               ; preds = %27
  %31 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @"??_C@_09HGIMCAO@Top?5body?6?$AA@", i64 0, i64 0))
          to label %32 unwind label %34

32:                                               ; preds = %30
  %33 = load %struct.Top*, %struct.Top** %3, align 8
  ret %struct.Top* %33

34:                                               ; preds = %30
  %35 = cleanuppad within none []
  call void @"??1Part@@QEAA@XZ"(%struct.Part* noundef nonnull align 4 dereferenceable(4) %28) #4 [ "funclet"(token %35) ]
  cleanupret from %35 unwind label %36

36:                                               ; preds = %34, %27
  %37 = cleanuppad within none []
  %38 = bitcast %struct.Top* %6 to i8*
  %39 = getelementptr inbounds i8, i8* %38, i64 16
  %40 = bitcast i8* %39 to %struct.B2*
  call void @"??1B2@@QEAA@XZ"(%struct.B2* noundef nonnull align 8 dereferenceable(16) %40) #4 [ "funclet"(token %37) ]
  cleanupret from %37 unwind label %41

41:                                               ; preds = %36, %22
  %42 = cleanuppad within none []
  %43 = bitcast %struct.Top* %6 to %struct.B1*
  call void @"??1B1@@QEAA@XZ"(%struct.B1* noundef nonnull align 8 dereferenceable(16) %43) #4 [ "funclet"(token %42) ]
  cleanupret from %42 unwind label %44

44:                                               ; preds = %41, %19
  %45 = cleanuppad within none []
  %46 = bitcast %struct.Top* %6 to i8*
  %47 = getelementptr inbounds i8, i8* %46, i64 40
  %48 = bitcast i8* %47 to %struct.VB*
  %49 = icmp ne i32 %7, 0
  br i1 %49, label %50, label %51

50:                                               ; preds = %44
  call void @"??1VB@@QEAA@XZ"(%struct.VB* noundef nonnull align 4 dereferenceable(4) %48) #4 [ "funclet"(token %45) ]
  br label %51

51:                                               ; preds = %50, %44
  cleanupret from %45 unwind to caller
}

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??_DTop@@QEAAXXZ"(%struct.Top* noundef nonnull align 8 dereferenceable(40) %0) unnamed_addr #3 comdat align 2 {
  %2 = alloca %struct.Top*, align 8
  store %struct.Top* %0, %struct.Top** %2, align 8
  %3 = load %struct.Top*, %struct.Top** %2, align 8
  call void @"??1Top@@QEAA@XZ"(%struct.Top* noundef nonnull align 8 dereferenceable(40) %3) #4
  %4 = bitcast %struct.Top* %3 to i8*
  %5 = getelementptr inbounds i8, i8* %4, i64 40
  %6 = bitcast i8* %5 to %struct.VB*
  call void @"??1VB@@QEAA@XZ"(%struct.VB* noundef nonnull align 4 dereferenceable(4) %6) #4
  ret void
}

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local noundef %struct.VB* @"??0VB@@QEAA@XZ"(%struct.VB* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca %struct.VB*, align 8
  store %struct.VB* %0, %struct.VB** %2, align 8
  %3 = load %struct.VB*, %struct.VB** %2, align 8
  %4 = bitcast %struct.VB* %3 to %struct.Part*
  %5 = call noundef %struct.Part* @"??0Part@@QEAA@H@Z"(%struct.Part* noundef nonnull align 4 dereferenceable(4) %4, i32 noundef 1)
  ret %struct.VB* %3
}

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local noundef %struct.B1* @"??0B1@@QEAA@XZ"(%struct.B1* noundef nonnull returned align 8 dereferenceable(16) %0, i32 noundef %1) unnamed_addr #2 comdat align 2 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %3 = alloca %struct.B1*, align 8
  %4 = alloca i32, align 4
  %5 = alloca %struct.B1*, align 8
  store i32 %1, i32* %4, align 4
  store %struct.B1* %0, %struct.B1** %5, align 8
  %6 = load %struct.B1*, %struct.B1** %5, align 8
  store %struct.B1* %6, %struct.B1** %3, align 8
  %7 = load i32, i32* %4, align 4
  %8 = icmp ne i32 %7, 0
  br i1 %8, label %9, label %17

9:                                                ; preds = %2
  %10 = bitcast %struct.B1* %6 to i8*
  %11 = getelementptr inbounds i8, i8* %10, i64 8
  %12 = bitcast i8* %11 to i32**
  store i32* getelementptr inbounds ([2 x i32], [2 x i32]* @"??_8B1@@7B@", i32 0, i32 0), i32** %12, align 8
  %13 = bitcast %struct.B1* %6 to i8*
  %14 = getelementptr inbounds i8, i8* %13, i64 16
  %15 = bitcast i8* %14 to %struct.VB*
  %16 = call noundef %struct.VB* @"??0VB@@QEAA@XZ"(%struct.VB* noundef nonnull align 4 dereferenceable(4) %15)
  br label %17

17:                                               ; preds = %9, %2
  %18 = bitcast %struct.B1* %6 to %struct.Part*
  %19 = invoke noundef %struct.Part* @"??0Part@@QEAA@H@Z"(%struct.Part* noundef nonnull align 4 dereferenceable(4) %18, i32 noundef 2)
          to label %20 unwind label %22

20:                                               ; preds = %17
  %21 = load %struct.B1*, %struct.B1** %3, align 8
  ret %struct.B1* %21

22:                                               ; preds = %17
  %23 = cleanuppad within none []
  %24 = bitcast %struct.B1* %6 to i8*
  %25 = getelementptr inbounds i8, i8* %24, i64 16
  %26 = bitcast i8* %25 to %struct.VB*
  %27 = icmp ne i32 %7, 0
  br i1 %27, label %28, label %29

28:                                               ; preds = %22
  call void @"??1VB@@QEAA@XZ"(%struct.VB* noundef nonnull align 4 dereferenceable(4) %26) #4 [ "funclet"(token %23) ]
  br label %29

29:                                               ; preds = %28, %22
  cleanupret from %23 unwind to caller
}

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local noundef %struct.B2* @"??0B2@@QEAA@XZ"(%struct.B2* noundef nonnull returned align 8 dereferenceable(16) %0, i32 noundef %1) unnamed_addr #2 comdat align 2 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %3 = alloca %struct.B2*, align 8
  %4 = alloca i32, align 4
  %5 = alloca %struct.B2*, align 8
  store i32 %1, i32* %4, align 4
  store %struct.B2* %0, %struct.B2** %5, align 8
  %6 = load %struct.B2*, %struct.B2** %5, align 8
  store %struct.B2* %6, %struct.B2** %3, align 8
  %7 = load i32, i32* %4, align 4
  %8 = icmp ne i32 %7, 0
  br i1 %8, label %9, label %17

9:                                                ; preds = %2
  %10 = bitcast %struct.B2* %6 to i8*
  %11 = getelementptr inbounds i8, i8* %10, i64 8
  %12 = bitcast i8* %11 to i32**
  store i32* getelementptr inbounds ([2 x i32], [2 x i32]* @"??_8B2@@7B@", i32 0, i32 0), i32** %12, align 8
  %13 = bitcast %struct.B2* %6 to i8*
  %14 = getelementptr inbounds i8, i8* %13, i64 16
  %15 = bitcast i8* %14 to %struct.VB*
  %16 = call noundef %struct.VB* @"??0VB@@QEAA@XZ"(%struct.VB* noundef nonnull align 4 dereferenceable(4) %15)
  br label %17

17:                                               ; preds = %9, %2
  %18 = bitcast %struct.B2* %6 to %struct.Part*
  %19 = invoke noundef %struct.Part* @"??0Part@@QEAA@H@Z"(%struct.Part* noundef nonnull align 4 dereferenceable(4) %18, i32 noundef 3)
          to label %20 unwind label %22

20:                                               ; preds = %17
  %21 = load %struct.B2*, %struct.B2** %3, align 8
  ret %struct.B2* %21

22:                                               ; preds = %17
  %23 = cleanuppad within none []
  %24 = bitcast %struct.B2* %6 to i8*
  %25 = getelementptr inbounds i8, i8* %24, i64 16
  %26 = bitcast i8* %25 to %struct.VB*
  %27 = icmp ne i32 %7, 0
  br i1 %27, label %28, label %29

28:                                               ; preds = %22
  call void @"??1VB@@QEAA@XZ"(%struct.VB* noundef nonnull align 4 dereferenceable(4) %26) #4 [ "funclet"(token %23) ]
  br label %29

29:                                               ; preds = %28, %22
  cleanupret from %23 unwind to caller
}

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local noundef %struct.Part* @"??0Part@@QEAA@H@Z"(%struct.Part* noundef nonnull returned align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #2 comdat align 2 {
  %3 = alloca i32, align 4
  %4 = alloca %struct.Part*, align 8
  %5 = alloca i32, align 4
  store i32 %1, i32* %3, align 4
  store %struct.Part* %0, %struct.Part** %4, align 8
  %6 = load %struct.Part*, %struct.Part** %4, align 8
  %7 = getelementptr inbounds %struct.Part, %struct.Part* %6, i32 0, i32 0
  %8 = load i32, i32* %3, align 4
  store i32 %8, i32* %7, align 4
  %9 = getelementptr inbounds %struct.Part, %struct.Part* %6, i32 0, i32 0
  %10 = load i32, i32* %9, align 4
  %11 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @"??_C@_09IDMCDEGN@Part?$CI?$CFd?$CJ?6?$AA@", i64 0, i64 0), i32 noundef %10)
  %12 = getelementptr inbounds %struct.Part, %struct.Part* %6, i32 0, i32 0
  %13 = load i32, i32* %12, align 4
  %14 = load i32, i32* @fail_at, align 4
  %15 = icmp eq i32 %13, %14
  br i1 %15, label %16, label %20

16:                                               ; preds = %2
  %17 = getelementptr inbounds %struct.Part, %struct.Part* %6, i32 0, i32 0
  %18 = load i32, i32* %17, align 4
  store i32 %18, i32* %5, align 4
  %19 = bitcast i32* %5 to i8*
  call void @_CxxThrowException(i8* %19, %eh.ThrowInfo* @_TI1H) #5
  unreachable

20:                                               ; preds = %2
  ret %struct.Part* %6
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1Part@@QEAA@XZ"(%struct.Part* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #3 comdat align 2 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %2 = alloca %struct.Part*, align 8
  store %struct.Part* %0, %struct.Part** %2, align 8
  %3 = load %struct.Part*, %struct.Part** %2, align 8
  %4 = getelementptr inbounds %struct.Part, %struct.Part* %3, i32 0, i32 0
  %5 = load i32, i32* %4, align 4
  %6 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @"??_C@_0L@KHJLJEAC@?$HOPart?$CI?$CFd?$CJ?6?$AA@", i64 0, i64 0), i32 noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret void

8:                                                ; preds = %1
  %9 = cleanuppad within none []
  call void @__std_terminate() #6 [ "funclet"(token %9) ]
  unreachable
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1B2@@QEAA@XZ"(%struct.B2* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #3 comdat align 2 {
  %2 = alloca %struct.B2*, align 8
  store %struct.B2* %0, %struct.B2** %2, align 8
  %3 = load %struct.B2*, %struct.B2** %2, align 8
  %4 = bitcast %struct.B2* %3 to %struct.Part*
  call void @"??1Part@@QEAA@XZ"(%struct.Part* noundef nonnull align 4 dereferenceable(4) %4) #4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1B1@@QEAA@XZ"(%struct.B1* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #3 comdat align 2 {
  %2 = alloca %struct.B1*, align 8
  store %struct.B1* %0, %struct.B1** %2, align 8
  %3 = load %struct.B1*, %struct.B1** %2, align 8
  %4 = bitcast %struct.B1* %3 to %struct.Part*
  call void @"??1Part@@QEAA@XZ"(%struct.Part* noundef nonnull align 4 dereferenceable(4) %4) #4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1VB@@QEAA@XZ"(%struct.VB* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #3 comdat align 2 {
  %2 = alloca %struct.VB*, align 8
  store %struct.VB* %0, %struct.VB** %2, align 8
  %3 = load %struct.VB*, %struct.VB** %2, align 8
  %4 = bitcast %struct.VB* %3 to %struct.Part*
  call void @"??1Part@@QEAA@XZ"(%struct.Part* noundef nonnull align 4 dereferenceable(4) %4) #4
  ret void
}

declare dso_local void @_CxxThrowException(i8*, %eh.ThrowInfo*)

declare dso_local void @__std_terminate()

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1Top@@QEAA@XZ"(%struct.Top* noundef nonnull align 8 dereferenceable(40) %0) unnamed_addr #3 comdat align 2 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %2 = alloca %struct.Top*, align 8
  store %struct.Top* %0, %struct.Top** %2, align 8
  %3 = load %struct.Top*, %struct.Top** %2, align 8
  %4 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05HPNNDMGJ@?$HOTop?6?$AA@", i64 0, i64 0))
          to label %5 unwind label %11

5:                                                ; preds = %1
  %6 = getelementptr inbounds %struct.Top, %struct.Top* %3, i32 0, i32 2
  call void @"??1Part@@QEAA@XZ"(%struct.Part* noundef nonnull align 4 dereferenceable(4) %6) #4
  %7 = bitcast %struct.Top* %3 to i8*
  %8 = getelementptr inbounds i8, i8* %7, i64 16
  %9 = bitcast i8* %8 to %struct.B2*
  call void @"??1B2@@QEAA@XZ"(%struct.B2* noundef nonnull align 8 dereferenceable(16) %9) #4
  %10 = bitcast %struct.Top* %3 to %struct.B1*
  call void @"??1B1@@QEAA@XZ"(%struct.B1* noundef nonnull align 8 dereferenceable(16) %10) #4
  ret void

11:                                               ; preds = %1
  %12 = cleanuppad within none []
  %13 = getelementptr inbounds %struct.Top, %struct.Top* %3, i32 0, i32 2
  call void @"??1Part@@QEAA@XZ"(%struct.Part* noundef nonnull align 4 dereferenceable(4) %13) #4 [ "funclet"(token %12) ]
  cleanupret from %12 unwind label %14

14:                                               ; preds = %11
  %15 = cleanuppad within none []
  %16 = bitcast %struct.Top* %3 to i8*
  %17 = getelementptr inbounds i8, i8* %16, i64 16
  %18 = bitcast i8* %17 to %struct.B2*
  call void @"??1B2@@QEAA@XZ"(%struct.B2* noundef nonnull align 8 dereferenceable(16) %18) #4 [ "funclet"(token %15) ]
  cleanupret from %15 unwind label %19

19:                                               ; preds = %14
  %20 = cleanuppad within none []
  %21 = bitcast %struct.Top* %3 to %struct.B1*
  call void @"??1B1@@QEAA@XZ"(%struct.B1* noundef nonnull align 8 dereferenceable(16) %21) #4 [ "funclet"(token %20) ]
  cleanupret from %20 unwind label %22

22:                                               ; preds = %19
  %23 = cleanuppad within none []
  call void @__std_terminate() #6 [ "funclet"(token %23) ]
  unreachable
}

attributes #0 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #1 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #2 = { noinline optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #3 = { noinline nounwind optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #4 = { nounwind }
attributes #5 = { noreturn }
attributes #6 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5, !6}
!llvm.ident = !{!7}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 1, !"branch-target-enforcement", i32 0}
!2 = !{i32 1, !"sign-return-address", i32 0}
!3 = !{i32 1, !"sign-return-address-all", i32 0}
!4 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"uwtable", i32 1}
!7 = !{!"Debian clang version 14.0.6"}
!8 = distinct !{!8, !9}
!9 = !{!"llvm.loop.mustprogress"}

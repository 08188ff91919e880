; ModuleID = 'array_construction_throws.cpp'
source_filename = "array_construction_throws.cpp"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv7-unknown-linux-gnueabihf"

%struct.Elem = type { i32 }

@_ZL7counter = internal unnamed_addr global i32 0, align 4
@_ZTIi = external constant i8*
@.str.1 = private unnamed_addr constant [11 x i8] c"caught %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [10 x i8] c"never %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [10 x i8] c"Elem(%d)\0A\00", align 1
@.str.4 = private unnamed_addr constant [11 x i8] c"~Elem(%d)\0A\00", align 1
@.str.5 = private unnamed_addr constant [19 x i8] c"Elem(%d) explicit\0A\00", align 1
@str.8 = private unnamed_addr constant [6 x i8] c"never\00", align 1
@str.9 = private unnamed_addr constant [21 x i8] c"Elem::operator new[]\00", align 1
@str.10 = private unnamed_addr constant [24 x i8] c"Elem::operator delete[]\00", align 1

; Function Attrs: norecurse
define dso_local noundef i32 @main() local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca [6 x %struct.Elem], align 4
  %3 = alloca [4 x %struct.Elem], align 4
  store i32 4, i32* %1, align 4, !tbaa !9
  %4 = bitcast [6 x %struct.Elem]* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %4) #7
  %5 = getelementptr inbounds [6 x %struct.Elem], [6 x %struct.Elem]* %2, i32 0, i32 0
  %6 = getelementptr inbounds [6 x %struct.Elem], [6 x %struct.Elem]* %2, i32 0, i32 0, i32 0
  store i32 1, i32* @_ZL7counter, align 4, !tbaa !9
  store i32 1, i32* %6, align 4, !tbaa !13
  %7 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i32 0, i32 0), i32 noundef 1)
  %8 = load i32, i32* %1, align 4, !tbaa !9
  %9 = icmp eq i32 %8, 1
  br i1 %9, label %10, label %17

10:                                               ; preds = %53, %44, %35, %26, %17, %0
  %11 = phi %struct.Elem* [ %5, %0 ], [ %18, %17 ], [ %27, %26 ], [ %36, %35 ], [ %45, %44 ], [ %54, %53 ]
  %12 = getelementptr inbounds %struct.Elem, %struct.Elem* %11, i32 0, i32 0
  %13 = call i8* @__cxa_allocate_exception(i32 4) #7
  %14 = bitcast i8* %13 to i32*
  %15 = load i32, i32* %12, align 4, !tbaa !13
  store i32 %15, i32* %14, align 8, !tbaa !9
  invoke void @__cxa_throw(i8* nonnull %13, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #8
          to label %16 unwind label %82

16:                                               ; preds = %10
  unreachable

17:                                               ; preds = %0
  %18 = getelementptr inbounds [6 x %struct.Elem], [6 x %struct.Elem]* %2, i32 0, i32 1
  %19 = getelementptr inbounds %struct.Elem, %struct.Elem* %18, i32 0, i32 0
  %20 = load i32, i32* @_ZL7counter, align 4, !tbaa !9
  %21 = add nsw i32 %20, 1
  store i32 %21, i32* @_ZL7counter, align 4, !tbaa !9
  store i32 %21, i32* %19, align 4, !tbaa !13
  %22 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i32 0, i32 0), i32 noundef %21)
  %23 = load i32, i32* %19, align 4, !tbaa !13
  %24 = load i32, i32* %1, align 4, !tbaa !9
  %25 = icmp eq i32 %23, %24
  br i1 %25, label %10, label %26

26:                                               ; preds = %17
  %27 = getelementptr inbounds [6 x %struct.Elem], [6 x %struct.Elem]* %2, i32 0, i32 2
  %28 = getelementptr inbounds %struct.Elem, %struct.Elem* %27, i32 0, i32 0
  %29 = load i32, i32* @_ZL7counter, align 4, !tbaa !9
  %30 = add nsw i32 %29, 1
  store i32 %30, i32* @_ZL7counter, align 4, !tbaa !9
  store i32 %30, i32* %28, align 4, !tbaa !13
  %31 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i32 0, i32 0), i32 noundef %30)
  %32 = load i32, i32* %28, align 4, !tbaa !13
  %33 = load i32, i32* %1, align 4, !tbaa !9
  %34 = icmp eq i32 %32, %33
  br i1 %34, label %10, label %35

35:                                               ; preds = %26
  %36 = getelementptr inbounds [6 x %struct.Elem], [6 x %struct.Elem]* %2, i32 0, i32 3
  %37 = getelementptr inbounds %struct.Elem, %struct.Elem* %36, i32 0, i32 0
  %38 = load i32, i32* @_ZL7counter, align 4, !tbaa !9
  %39 = add nsw i32 %38, 1
  store i32 %39, i32* @_ZL7counter, align 4, !tbaa !9
  store i32 %39, i32* %37, align 4, !tbaa !13
  %40 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i32 0, i32 0), i32 noundef %39)
  %41 = load i32, i32* %37, align 4, !tbaa !13
  %42 = load i32, i32* %1, align 4, !tbaa !9
  %43 = icmp eq i32 %41, %42
  br i1 %43, label %10, label %44

44:                                               ; preds = %35
  %45 = getelementptr inbounds [6 x %struct.Elem], [6 x %struct.Elem]* %2, i32 0, i32 4
  %46 = getelementptr inbounds %struct.Elem, %struct.Elem* %45, i32 0, i32 0
  %47 = load i32, i32* @_ZL7counter, align 4, !tbaa !9
  %48 = add nsw i32 %47, 1
  store i32 %48, i32* @_ZL7counter, align 4, !tbaa !9
  store i32 %48, i32* %46, align 4, !tbaa !13
  %49 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i32 0, i32 0), i32 noundef %48)
  %50 = load i32, i32* %46, align 4, !tbaa !13
  %51 = load i32, i32* %1, align 4, !tbaa !9
  %52 = icmp eq i32 %50, %51
  br i1 %52, label %10, label %53

53:                                               ; preds = %44
  %54 = getelementptr inbounds [6 x %struct.Elem], [6 x %struct.Elem]* %2, i32 0, i32 5
  %55 = getelementptr inbounds %struct.Elem, %struct.Elem* %54, i32 0, i32 0
  %56 = load i32, i32* @_ZL7counter, align 4, !tbaa !9
  %57 = add nsw i32 %56, 1
  store i32 %57, i32* @_ZL7counter, align 4, !tbaa !9
  store i32 %57, i32* %55, align 4, !tbaa !13
  %58 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i32 0, i32 0), i32 noundef %57)
  %59 = load i32, i32* %55, align 4, !tbaa !13
  %60 = load i32, i32* %1, align 4, !tbaa !9
  %61 = icmp eq i32 %59, %60
  br i1 %61, label %10, label %62

62:                                               ; preds = %53
  %63 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @str.8, i32 0, i32 0))
  %64 = getelementptr inbounds [6 x %struct.Elem], [6 x %struct.Elem]* %2, i32 0, i32 5, i32 0
  %65 = load i32, i32* %64, align 4, !tbaa !13
  %66 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.4, i32 0, i32 0), i32 noundef %65) #7
  %67 = getelementptr inbounds [6 x %struct.Elem], [6 x %struct.Elem]* %2, i32 0, i32 4, i32 0
  %68 = load i32, i32* %67, align 4, !tbaa !13
  %69 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.4, i32 0, i32 0), i32 noundef %68) #7
  %70 = getelementptr inbounds [6 x %struct.Elem], [6 x %struct.Elem]* %2, i32 0, i32 3, i32 0
  %71 = load i32, i32* %70, align 4, !tbaa !13
  %72 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.4, i32 0, i32 0), i32 noundef %71) #7
  %73 = getelementptr inbounds [6 x %struct.Elem], [6 x %struct.Elem]* %2, i32 0, i32 2, i32 0
  %74 = load i32, i32* %73, align 4, !tbaa !13
  %75 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.4, i32 0, i32 0), i32 noundef %74) #7
  %76 = getelementptr inbounds [6 x %struct.Elem], [6 x %struct.Elem]* %2, i32 0, i32 1, i32 0
  %77 = load i32, i32* %76, align 4, !tbaa !13
  %78 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.4, i32 0, i32 0), i32 noundef %77) #7
  %79 = getelementptr inbounds [6 x %struct.Elem], [6 x %struct.Elem]* %2, i32 0, i32 0, i32 0
  %80 = load i32, i32* %79, align 4, !tbaa !13
  %81 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.4, i32 0, i32 0), i32 noundef %80) #7
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %4) #7
  br label %102

82:                                               ; preds = %10
  %83 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %84 = extractvalue { i8*, i32 } %83, 0
  %85 = extractvalue { i8*, i32 } %83, 1
  %86 = icmp eq %struct.Elem* %5, %11
  br i1 %86, label %94, label %87

87:                                               ; preds = %82, %87
  %88 = phi %struct.Elem* [ %89, %87 ], [ %11, %82 ]
  %89 = getelementptr inbounds %struct.Elem, %struct.Elem* %88, i32 -1
  %90 = getelementptr inbounds %struct.Elem, %struct.Elem* %89, i32 0, i32 0
  %91 = load i32, i32* %90, align 4, !tbaa !13
  %92 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.4, i32 0, i32 0), i32 noundef %91) #7
  %93 = icmp eq %struct.Elem* %89, %5
  br i1 %93, label %94, label %87

94:                                               ; preds = %87, %82
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %4) #7
  %95 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #7
  %96 = icmp eq i32 %85, %95
  br i1 %96, label %97, label %321

97:                                               ; preds = %94
  %98 = call i8* @__cxa_begin_catch(i8* %84) #7
  %99 = bitcast i8* %98 to i32*
  %100 = load i32, i32* %99, align 4, !tbaa !9
  %101 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i32 0, i32 0), i32 noundef %100)
  call void @__cxa_end_catch() #7
  br label %102

102:                                              ; preds = %97, %62
  store i32 30, i32* %1, align 4, !tbaa !9
  %103 = bitcast [4 x %struct.Elem]* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %103) #7
  %104 = getelementptr inbounds [4 x %struct.Elem], [4 x %struct.Elem]* %3, i32 0, i32 0
  %105 = getelementptr inbounds [4 x %struct.Elem], [4 x %struct.Elem]* %3, i32 0, i32 0, i32 0
  store i32 10, i32* %105, align 4, !tbaa !13
  %106 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.5, i32 0, i32 0), i32 noundef 10)
  %107 = load i32, i32* %105, align 4, !tbaa !13
  %108 = load i32, i32* %1, align 4, !tbaa !9
  %109 = icmp eq i32 %107, %108
  br i1 %109, label %110, label %117

110:                                              ; preds = %102
  %111 = call i8* @__cxa_allocate_exception(i32 4) #7
  %112 = bitcast i8* %111 to i32*
  %113 = load i32, i32* %105, align 4, !tbaa !13
  store i32 %113, i32* %112, align 8, !tbaa !9
  invoke void @__cxa_throw(i8* nonnull %111, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #8
          to label %116 unwind label %114

114:                                              ; preds = %110
  %115 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
  br label %177

116:                                              ; preds = %110
  unreachable

117:                                              ; preds = %102
  %118 = getelementptr inbounds [4 x %struct.Elem], [4 x %struct.Elem]* %3, i32 0, i32 1
  %119 = getelementptr inbounds %struct.Elem, %struct.Elem* %118, i32 0, i32 0
  store i32 20, i32* %119, align 4, !tbaa !13
  %120 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.5, i32 0, i32 0), i32 noundef 20)
  %121 = load i32, i32* %119, align 4, !tbaa !13
  %122 = load i32, i32* %1, align 4, !tbaa !9
  %123 = icmp eq i32 %121, %122
  br i1 %123, label %124, label %129

124:                                              ; preds = %117
  %125 = call i8* @__cxa_allocate_exception(i32 4) #7
  %126 = bitcast i8* %125 to i32*
  %127 = load i32, i32* %119, align 4, !tbaa !13
  store i32 %127, i32* %126, align 8, !tbaa !9
  invoke void @__cxa_throw(i8* nonnull %125, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #8
          to label %128 unwind label %167

128:                                              ; preds = %124
  unreachable

129:                                              ; preds = %117
  %130 = getelementptr inbounds [4 x %struct.Elem], [4 x %struct.Elem]* %3, i32 0, i32 2
  %131 = getelementptr inbounds %struct.Elem, %struct.Elem* %130, i32 0, i32 0
  store i32 30, i32* %131, align 4, !tbaa !13
  %132 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.5, i32 0, i32 0), i32 noundef 30)
  %133 = load i32, i32* %131, align 4, !tbaa !13
  %134 = load i32, i32* %1, align 4, !tbaa !9
  %135 = icmp eq i32 %133, %134
  br i1 %135, label %136, label %141

136:                                              ; preds = %129
  %137 = call i8* @__cxa_allocate_exception(i32 4) #7
  %138 = bitcast i8* %137 to i32*
  %139 = load i32, i32* %131, align 4, !tbaa !13
  store i32 %139, i32* %138, align 8, !tbaa !9
  invoke void @__cxa_throw(i8* nonnull %137, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #8
          to label %140 unwind label %167

140:                                              ; preds = %136
  unreachable

141:                                              ; preds = %129
  %142 = getelementptr inbounds [4 x %struct.Elem], [4 x %struct.Elem]* %3, i32 0, i32 3
  %143 = getelementptr inbounds %struct.Elem, %struct.Elem* %142, i32 0, i32 0
  store i32 40, i32* %143, align 4, !tbaa !13
  %144 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.5, i32 0, i32 0), i32 noundef 40)
  %145 = load i32, i32* %143, align 4, !tbaa !13
  %146 = load i32, i32* %1, align 4, !tbaa !9
  %147 = icmp eq i32 %145, %146
  br i1 %147, label %148, label %153

148:                                              ; preds = %141
  %149 = call i8* @__cxa_allocate_exception(i32 4) #7
  %150 = bitcast i8* %149 to i32*
  %151 = load i32, i32* %143, align 4, !tbaa !13
  store i32 %151, i32* %150, align 8, !tbaa !9
  invoke void @__cxa_throw(i8* nonnull %149, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #8
          to label %152 unwind label %167

152:                                              ; preds = %148
  unreachable

153:                                              ; preds = %141
  %154 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @str.8, i32 0, i32 0))
  %155 = getelementptr inbounds [4 x %struct.Elem], [4 x %struct.Elem]* %3, i32 0, i32 3, i32 0
  %156 = load i32, i32* %155, align 4, !tbaa !13
  %157 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.4, i32 0, i32 0), i32 noundef %156) #7
  %158 = getelementptr inbounds [4 x %struct.Elem], [4 x %struct.Elem]* %3, i32 0, i32 2, i32 0
  %159 = load i32, i32* %158, align 4, !tbaa !13
  %160 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.4, i32 0, i32 0), i32 noundef %159) #7
  %161 = getelementptr inbounds [4 x %struct.Elem], [4 x %struct.Elem]* %3, i32 0, i32 1, i32 0
  %162 = load i32, i32* %161, align 4, !tbaa !13
  %163 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.4, i32 0, i32 0), i32 noundef %162) #7
  %164 = getelementptr inbounds [4 x %struct.Elem], [4 x %struct.Elem]* %3, i32 0, i32 0, i32 0
  %165 = load i32, i32* %164, align 4, !tbaa !13
  %166 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.4, i32 0, i32 0), i32 noundef %165) #7
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %103) #7
  br label %188

167:                                              ; preds = %148, %136, %124
  %168 = phi %struct.Elem* [ %118, %124 ], [ %130, %136 ], [ %142, %148 ]
  %169 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
  br label %170

170:                                              ; preds = %167, %170
  %171 = phi %struct.Elem* [ %168, %167 ], [ %172, %170 ]
  %172 = getelementptr inbounds %struct.Elem, %struct.Elem* %171, i32 -1
  %173 = getelementptr inbounds %struct.Elem, %struct.Elem* %172, i32 0, i32 0
  %174 = load i32, i32* %173, align 4, !tbaa !13
  %175 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.4, i32 0, i32 0), i32 noundef %174) #7
  %176 = icmp eq %struct.Elem* %172, %104
  br i1 %176, label %177, label %170

177:                                              ; preds = %170, %114
  %178 = phi { i8*, i32 } [ %115, %114 ], [ %169, %170 ]
  %179 = extractvalue { i8*, i32 } %178, 1
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %103) #7
  %180 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #7
  %181 = icmp eq i32 %179, %180
  br i1 %181, label %182, label %321

182:                                              ; preds = %177
  %183 = extractvalue { i8*, i32 } %178, 0
  %184 = call i8* @__cxa_begin_catch(i8* %183) #7
  %185 = bitcast i8* %184 to i32*
  %186 = load i32, i32* %185, align 4, !tbaa !9
  %187 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i32 0, i32 0), i32 noundef %186)
  call void @__cxa_end_catch() #7
  br label %188

188:                                              ; preds = %153, %182
  store i32 100, i32* @_ZL7counter, align 4, !tbaa !9
  store i32 103, i32* %1, align 4, !tbaa !9
  %189 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @str.9, i32 0, i32 0))
  %190 = call dereferenceable_or_null(28) i8* @malloc(i32 noundef 28)
  %191 = bitcast i8* %190 to i32*
  store i32 4, i32* %191, align 4
  %192 = getelementptr inbounds i8, i8* %190, i32 4
  %193 = bitcast i8* %192 to i32*
  store i32 5, i32* %193, align 4
  %194 = getelementptr inbounds i8, i8* %190, i32 8
  %195 = bitcast i8* %194 to %struct.Elem*
  %196 = bitcast i8* %194 to i32*
  %197 = load i32, i32* @_ZL7counter, align 4, !tbaa !9
  %198 = add nsw i32 %197, 1
  store i32 %198, i32* @_ZL7counter, align 4, !tbaa !9
  store i32 %198, i32* %196, align 4, !tbaa !13
  %199 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i32 0, i32 0), i32 noundef %198)
  %200 = load i32, i32* %1, align 4, !tbaa !9
  %201 = icmp eq i32 %198, %200
  br i1 %201, label %202, label %209

202:                                              ; preds = %236, %227, %218, %209, %188
  %203 = phi %struct.Elem* [ %195, %188 ], [ %211, %209 ], [ %220, %218 ], [ %229, %227 ], [ %238, %236 ]
  %204 = getelementptr inbounds %struct.Elem, %struct.Elem* %203, i32 0, i32 0
  %205 = call i8* @__cxa_allocate_exception(i32 4) #7
  %206 = bitcast i8* %205 to i32*
  %207 = load i32, i32* %204, align 4, !tbaa !13
  store i32 %207, i32* %206, align 8, !tbaa !9
  invoke void @__cxa_throw(i8* nonnull %205, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #8
          to label %208 unwind label %248

208:                                              ; preds = %202
  unreachable

209:                                              ; preds = %188
  %210 = getelementptr inbounds i8, i8* %190, i32 12
  %211 = bitcast i8* %210 to %struct.Elem*
  %212 = bitcast i8* %210 to i32*
  %213 = load i32, i32* @_ZL7counter, align 4, !tbaa !9
  %214 = add nsw i32 %213, 1
  store i32 %214, i32* @_ZL7counter, align 4, !tbaa !9
  store i32 %214, i32* %212, align 4, !tbaa !13
  %215 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i32 0, i32 0), i32 noundef %214)
  %216 = load i32, i32* %1, align 4, !tbaa !9
  %217 = icmp eq i32 %214, %216
  br i1 %217, label %202, label %218

218:                                              ; preds = %209
  %219 = getelementptr inbounds i8, i8* %190, i32 16
  %220 = bitcast i8* %219 to %struct.Elem*
  %221 = bitcast i8* %219 to i32*
  %222 = load i32, i32* @_ZL7counter, align 4, !tbaa !9
  %223 = add nsw i32 %222, 1
  store i32 %223, i32* @_ZL7counter, align 4, !tbaa !9
  store i32 %223, i32* %221, align 4, !tbaa !13
  %224 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i32 0, i32 0), i32 noundef %223)
  %225 = load i32, i32* %1, align 4, !tbaa !9
  %226 = icmp eq i32 %223, %225
  br i1 %226, label %202, label %227

227:                                              ; preds = %218
  %228 = getelementptr inbounds i8, i8* %190, i32 20
  %229 = bitcast i8* %228 to %struct.Elem*
  %230 = bitcast i8* %228 to i32*
  %231 = load i32, i32* @_ZL7counter, align 4, !tbaa !9
  %232 = add nsw i32 %231, 1
  store i32 %232, i32* @_ZL7counter, align 4, !tbaa !9
  store i32 %232, i32* %230, align 4, !tbaa !13
  %233 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i32 0, i32 0), i32 noundef %232)
  %234 = load i32, i32* %1, align 4, !tbaa !9
  %235 = icmp eq i32 %232, %234
  br i1 %235, label %202, label %236

236:                                              ; preds = %227
  %237 = getelementptr inbounds i8, i8* %190, i32 24
  %238 = bitcast i8* %237 to %struct.Elem*
  %239 = bitcast i8* %237 to i32*
  %240 = load i32, i32* @_ZL7counter, align 4, !tbaa !9
  %241 = add nsw i32 %240, 1
  store i32 %241, i32* @_ZL7counter, align 4, !tbaa !9
  store i32 %241, i32* %239, align 4, !tbaa !13
  %242 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i32 0, i32 0), i32 noundef %241)
  %243 = load i32, i32* %239, align 4, !tbaa !13
  %244 = load i32, i32* %1, align 4, !tbaa !9
  %245 = icmp eq i32 %243, %244
  br i1 %245, label %202, label %246

246:                                              ; preds = %236
  %247 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.2, i32 0, i32 0), i32 noundef %198)
  br label %269

248:                                              ; preds = %202
  %249 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %250 = icmp eq %struct.Elem* %203, %195
  br i1 %250, label %258, label %251

251:                                              ; preds = %248, %251
  %252 = phi %struct.Elem* [ %253, %251 ], [ %203, %248 ]
  %253 = getelementptr inbounds %struct.Elem, %struct.Elem* %252, i32 -1
  %254 = getelementptr inbounds %struct.Elem, %struct.Elem* %253, i32 0, i32 0
  %255 = load i32, i32* %254, align 4, !tbaa !13
  %256 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.4, i32 0, i32 0), i32 noundef %255) #7
  %257 = icmp eq %struct.Elem* %253, %195
  br i1 %257, label %258, label %251

258:                                              ; preds = %251, %248
  %259 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @str.10, i32 0, i32 0)) #7
  call void @free(i8* noundef %190) #7
  %260 = extractvalue { i8*, i32 } %249, 1
  %261 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #7
  %262 = icmp eq i32 %260, %261
  br i1 %262, label %263, label %321

263:                                              ; preds = %258
  %264 = extractvalue { i8*, i32 } %249, 0
  %265 = call i8* @__cxa_begin_catch(i8* %264) #7
  %266 = bitcast i8* %265 to i32*
  %267 = load i32, i32* %266, align 4, !tbaa !9
  %268 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i32 0, i32 0), i32 noundef %267)
  call void @__cxa_end_catch() #7
  br label %269

269:                                              ; preds = %263, %246
  store i32 0, i32* %1, align 4, !tbaa !9
  store i32 200, i32* @_ZL7counter, align 4, !tbaa !9
  %270 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @str.9, i32 0, i32 0))
  %271 = call dereferenceable_or_null(16) i8* @malloc(i32 noundef 16)
  %272 = bitcast i8* %271 to i32*
  store i32 4, i32* %272, align 4
  %273 = getelementptr inbounds i8, i8* %271, i32 4
  %274 = bitcast i8* %273 to i32*
  store i32 2, i32* %274, align 4
  %275 = getelementptr inbounds i8, i8* %271, i32 8
  %276 = bitcast i8* %275 to %struct.Elem*
  %277 = bitcast i8* %275 to i32*
  %278 = load i32, i32* @_ZL7counter, align 4, !tbaa !9
  %279 = add nsw i32 %278, 1
  store i32 %279, i32* @_ZL7counter, align 4, !tbaa !9
  store i32 %279, i32* %277, align 4, !tbaa !13
  %280 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i32 0, i32 0), i32 noundef %279)
  %281 = load i32, i32* %1, align 4, !tbaa !9
  %282 = icmp eq i32 %279, %281
  br i1 %282, label %283, label %290

283:                                              ; preds = %290, %269
  %284 = phi %struct.Elem* [ %276, %269 ], [ %292, %290 ]
  %285 = getelementptr inbounds %struct.Elem, %struct.Elem* %284, i32 0, i32 0
  %286 = call i8* @__cxa_allocate_exception(i32 4) #7
  %287 = bitcast i8* %286 to i32*
  %288 = load i32, i32* %285, align 4, !tbaa !13
  store i32 %288, i32* %287, align 8, !tbaa !9
  invoke void @__cxa_throw(i8* nonnull %286, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #8
          to label %289 unwind label %309

289:                                              ; preds = %283
  unreachable

290:                                              ; preds = %269
  %291 = getelementptr inbounds i8, i8* %271, i32 12
  %292 = bitcast i8* %291 to %struct.Elem*
  %293 = bitcast i8* %291 to i32*
  %294 = load i32, i32* @_ZL7counter, align 4, !tbaa !9
  %295 = add nsw i32 %294, 1
  store i32 %295, i32* @_ZL7counter, align 4, !tbaa !9
  store i32 %295, i32* %293, align 4, !tbaa !13
  %296 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i32 0, i32 0), i32 noundef %295)
  %297 = load i32, i32* %1, align 4, !tbaa !9
  %298 = icmp eq i32 %295, %297
  br i1 %298, label %283, label %299

299:                                              ; preds = %290
  %300 = getelementptr inbounds i8, i8* %271, i32 12
  %301 = bitcast i8* %300 to i32*
  %302 = load i32, i32* %301, align 4, !tbaa !13
  %303 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.4, i32 0, i32 0), i32 noundef %302) #7
  %304 = getelementptr inbounds i8, i8* %271, i32 8
  %305 = bitcast i8* %304 to i32*
  %306 = load i32, i32* %305, align 4, !tbaa !13
  %307 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.4, i32 0, i32 0), i32 noundef %306) #7
  %308 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @str.10, i32 0, i32 0)) #7
  call void @free(i8* noundef %271) #7
  ret i32 0

309:                                              ; preds = %283
  %310 = landingpad { i8*, i32 }
          cleanup
  %311 = icmp eq %struct.Elem* %284, %276
  br i1 %311, label %319, label %312

312:                                              ; preds = %309, %312
  %313 = phi %struct.Elem* [ %314, %312 ], [ %284, %309 ]
  %314 = getelementptr inbounds %struct.Elem, %struct.Elem* %313, i32 -1
  %315 = getelementptr inbounds %struct.Elem, %struct.Elem* %314, i32 0, i32 0
  %316 = load i32, i32* %315, align 4, !tbaa !13
  %317 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.4, i32 0, i32 0), i32 noundef %316) #7
  %318 = icmp eq %struct.Elem* %314, %276
  br i1 %318, label %319, label %312

319:                                              ; preds = %312, %309
  %320 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @str.10, i32 0, i32 0)) #7
  call void @free(i8* noundef %271) #7
  br label %321

321:                                              ; preds = %319, %258, %177, %94
  %322 = phi { i8*, i32 } [ %310, %319 ], [ %249, %258 ], [ %178, %177 ], [ %83, %94 ]
  resume { i8*, i32 } %322
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #3

declare i8* @__cxa_begin_catch(i8*) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

declare i8* @__cxa_allocate_exception(i32) local_unnamed_addr

declare void @__cxa_throw(i8*, i8*, i8*) local_unnamed_addr

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i32 noundef) local_unnamed_addr #4

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #5

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #6

attributes #0 = { norecurse "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { nofree nosync nounwind readnone }
attributes #4 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #5 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #6 = { nofree nounwind }
attributes #7 = { nounwind }
attributes #8 = { noreturn }

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
!10 = !{!"int", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C++ TBAA"}
!13 = !{!14, !10, i64 0}
!14 = !{!"_ZTS4Elem", !10, i64 0}

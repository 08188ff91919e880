; ModuleID = 'int128.c'
source_filename = "int128.c"
target datalayout = "e-m:o-p:32:32-Fi8-f64:32:64-v64:32:64-v128:32:128-a:0:32-n32-S32"
target triple = "thumbv7-apple-ios5.0.0"

%struct.U = type { i64, i64 }

@.str = private unnamed_addr constant [11 x i8] c"max64^2 = \00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c" = \00", align 1
@.str.3 = private unnamed_addr constant [7 x i8] c"34! = \00", align 1
@.str.4 = private unnamed_addr constant [12 x i8] c"-(34!/3) = \00", align 1
@.str.5 = private unnamed_addr constant [10 x i8] c"  >> 7 = \00", align 1
@.str.6 = private unnamed_addr constant [16 x i8] c"  %% 1000003 = \00", align 1
@.str.7 = private unnamed_addr constant [12 x i8] c"  / -999 = \00", align 1
@.str.8 = private unnamed_addr constant [20 x i8] c"34! / 1000000007 = \00", align 1
@.str.9 = private unnamed_addr constant [6 x i8] c" rem \00", align 1
@.str.10 = private unnamed_addr constant [23 x i8] c"big / 0x10000000001 = \00", align 1
@.str.11 = private unnamed_addr constant [20 x i8] c"big / (big >> 3) = \00", align 1
@.str.12 = private unnamed_addr constant [10 x i8] c"1<<127 = \00", align 1
@.str.13 = private unnamed_addr constant [10 x i8] c", >>64 = \00", align 1
@.str.14 = private unnamed_addr constant [10 x i8] c"rotl13 = \00", align 1
@.str.15 = private unnamed_addr constant [12 x i8] c"fib(150) = \00", align 1
@.str.16 = private unnamed_addr constant [33 x i8] c"mulhi = %016llx mullo = %016llx\0A\00", align 1
@.str.17 = private unnamed_addr constant [15 x i8] c"cmp: %d %d %d\0A\00", align 1
@.str.18 = private unnamed_addr constant [22 x i8] c"to double: %.6e %.6e\0A\00", align 1
@.str.19 = private unnamed_addr constant [14 x i8] c"from double: \00", align 1
@.str.20 = private unnamed_addr constant [75 x i8] c"llmin %lld llmax %lld, min/2 %lld, min%%7 %lld, max/-3 %lld, max%%-3 %lld\0A\00", align 1
@.str.21 = private unnamed_addr constant [60 x i8] c"ullmax %llu, /3 %llu, %%10 %llu, >>1 %llx, (ll)ullmax %lld\0A\00", align 1
@.str.23 = private unnamed_addr constant [17 x i8] c"0x%016llx%016llx\00", align 1

; Function Attrs: nofree nounwind
define noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca [64 x i8], align 1
  %2 = alloca %struct.U, align 4
  %3 = alloca %struct.U, align 4
  %4 = alloca [64 x i8], align 1
  %5 = alloca %struct.U, align 4
  %6 = alloca %struct.U, align 4
  %7 = alloca [64 x i8], align 1
  %8 = alloca %struct.U, align 4
  %9 = alloca %struct.U, align 4
  %10 = alloca [64 x i8], align 1
  %11 = alloca %struct.U, align 4
  %12 = alloca %struct.U, align 4
  %13 = alloca [64 x i8], align 1
  %14 = alloca %struct.U, align 4
  %15 = alloca %struct.U, align 4
  %16 = alloca [64 x i8], align 1
  %17 = alloca %struct.U, align 4
  %18 = alloca %struct.U, align 4
  %19 = alloca %struct.U, align 4
  %20 = alloca %struct.U, align 4
  %21 = alloca %struct.U, align 4
  %22 = alloca %struct.U, align 4
  %23 = alloca %struct.U, align 4
  %24 = alloca %struct.U, align 4
  %25 = alloca %struct.U, align 4
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %16) #8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %17) #8
  %27 = getelementptr inbounds i8, ptr %18, i32 8
  %28 = getelementptr inbounds i8, ptr %17, i32 8
  br label %29

29:                                               ; preds = %29, %0
  %30 = phi i32 [ -1, %0 ], [ %42, %29 ]
  %31 = phi i32 [ -2, %0 ], [ %40, %29 ]
  %32 = phi i32 [ 1, %0 ], [ %51, %29 ]
  %33 = phi i32 [ 0, %0 ], [ %53, %29 ]
  %34 = phi i32 [ 0, %0 ], [ %47, %29 ]
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %18) #8
  %35 = insertvalue [4 x i32] poison, i32 %31, 0
  %36 = insertvalue [4 x i32] %35, i32 %30, 1
  %37 = insertvalue [4 x i32] %36, i32 %32, 2
  %38 = insertvalue [4 x i32] %37, i32 %33, 3
  call fastcc void @udivmod(ptr dead_on_unwind nonnull writable sret(%struct.U) align 4 %18, [4 x i32] %38, [4 x i32] [i32 0, i32 0, i32 10, i32 0], ptr noundef nonnull %17)
  %39 = load i64, ptr %18, align 4, !tbaa !5
  %40 = trunc i64 %39 to i32
  %41 = lshr i64 %39, 32
  %42 = trunc nuw i64 %41 to i32
  %43 = load i64, ptr %27, align 4, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %18) #8
  %44 = load i64, ptr %28, align 4, !tbaa !9
  %45 = trunc i64 %44 to i8
  %46 = add i8 %45, 48
  %47 = add nuw nsw i32 %34, 1
  %48 = getelementptr inbounds [64 x i8], ptr %16, i32 0, i32 %34
  store i8 %46, ptr %48, align 1, !tbaa !11
  %49 = or i64 %43, %39
  %50 = icmp eq i64 %49, 0
  %51 = trunc i64 %43 to i32
  %52 = lshr i64 %43, 32
  %53 = trunc nuw i64 %52 to i32
  br i1 %50, label %54, label %29, !llvm.loop !12

54:                                               ; preds = %29, %54
  %55 = phi i32 [ %56, %54 ], [ %47, %29 ]
  %56 = add nsw i32 %55, -1
  %57 = getelementptr inbounds [64 x i8], ptr %16, i32 0, i32 %56
  %58 = load i8, ptr %57, align 1, !tbaa !11
  %59 = sext i8 %58 to i32
  %60 = call i32 @putchar(i32 %59)
  %61 = icmp eq i32 %56, 0
  br i1 %61, label %62, label %54, !llvm.loop !14

62:                                               ; preds = %54
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %17) #8
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %16) #8
  %63 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1)
  %64 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i64 noundef -2, i64 noundef 1)
  %65 = call i32 @putchar(i32 10)
  %66 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %13) #8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %14) #8
  %67 = getelementptr inbounds i8, ptr %15, i32 8
  %68 = getelementptr inbounds i8, ptr %14, i32 8
  br label %69

69:                                               ; preds = %69, %62
  %70 = phi i32 [ -568605487, %62 ], [ %82, %69 ]
  %71 = phi i32 [ -1627607934, %62 ], [ %80, %69 ]
  %72 = phi i32 [ 0, %62 ], [ %91, %69 ]
  %73 = phi i32 [ 1146988379, %62 ], [ %93, %69 ]
  %74 = phi i32 [ 0, %62 ], [ %87, %69 ]
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %15) #8
  %75 = insertvalue [4 x i32] poison, i32 %71, 0
  %76 = insertvalue [4 x i32] %75, i32 %70, 1
  %77 = insertvalue [4 x i32] %76, i32 %72, 2
  %78 = insertvalue [4 x i32] %77, i32 %73, 3
  call fastcc void @udivmod(ptr dead_on_unwind nonnull writable sret(%struct.U) align 4 %15, [4 x i32] %78, [4 x i32] [i32 0, i32 0, i32 10, i32 0], ptr noundef nonnull %14)
  %79 = load i64, ptr %15, align 4, !tbaa !5
  %80 = trunc i64 %79 to i32
  %81 = lshr i64 %79, 32
  %82 = trunc nuw i64 %81 to i32
  %83 = load i64, ptr %67, align 4, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %15) #8
  %84 = load i64, ptr %68, align 4, !tbaa !9
  %85 = trunc i64 %84 to i8
  %86 = add i8 %85, 48
  %87 = add nuw nsw i32 %74, 1
  %88 = getelementptr inbounds [64 x i8], ptr %13, i32 0, i32 %74
  store i8 %86, ptr %88, align 1, !tbaa !11
  %89 = or i64 %83, %79
  %90 = icmp eq i64 %89, 0
  %91 = trunc i64 %83 to i32
  %92 = lshr i64 %83, 32
  %93 = trunc nuw i64 %92 to i32
  br i1 %90, label %94, label %69, !llvm.loop !12

94:                                               ; preds = %69, %94
  %95 = phi i32 [ %96, %94 ], [ %87, %69 ]
  %96 = add nsw i32 %95, -1
  %97 = getelementptr inbounds [64 x i8], ptr %13, i32 0, i32 %96
  %98 = load i8, ptr %97, align 1, !tbaa !11
  %99 = sext i8 %98 to i32
  %100 = call i32 @putchar(i32 %99)
  %101 = icmp eq i32 %96, 0
  br i1 %101, label %102, label %94, !llvm.loop !14

102:                                              ; preds = %94
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %14) #8
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %13) #8
  %103 = call i32 @putchar(i32 10)
  call fastcc void @udivmod(ptr dead_on_unwind nonnull writable sret(%struct.U) align 4 %19, [4 x i32] [i32 -1627607934, i32 -568605487, i32 0, i32 1146988379], [4 x i32] [i32 0, i32 0, i32 3, i32 0], ptr noundef null)
  %104 = load i32, ptr %19, align 4
  %105 = getelementptr inbounds i8, ptr %19, i32 4
  %106 = load i32, ptr %105, align 4
  %107 = getelementptr inbounds i8, ptr %19, i32 8
  %108 = load i32, ptr %107, align 4
  %109 = getelementptr inbounds i8, ptr %19, i32 12
  %110 = load i32, ptr %109, align 4
  %111 = zext i32 %106 to i64
  %112 = shl nuw i64 %111, 32
  %113 = zext i32 %104 to i64
  %114 = or disjoint i64 %112, %113
  %115 = xor i64 %114, -1
  %116 = zext i32 %110 to i64
  %117 = shl nuw i64 %116, 32
  %118 = zext i32 %108 to i64
  %119 = or disjoint i64 %117, %118
  %120 = icmp eq i64 %119, 0
  %121 = sext i1 %120 to i64
  %122 = zext i1 %120 to i64
  %123 = add i64 %122, %115
  %124 = sub i64 0, %119
  %125 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4)
  %126 = trunc i64 %123 to i32
  %127 = insertvalue [4 x i32] poison, i32 %126, 0
  %128 = lshr i64 %123, 32
  %129 = trunc nuw i64 %128 to i32
  %130 = insertvalue [4 x i32] %127, i32 %129, 1
  %131 = trunc i64 %124 to i32
  %132 = insertvalue [4 x i32] %130, i32 %131, 2
  %133 = lshr i64 %124, 32
  %134 = trunc nuw i64 %133 to i32
  %135 = insertvalue [4 x i32] %132, i32 %134, 3
  call fastcc void @put_i([4 x i32] %135)
  %136 = call i32 @putchar(i32 10)
  %137 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5)
  %138 = icmp sgt i64 %123, -1
  br i1 %138, label %139, label %148

139:                                              ; preds = %102
  %140 = lshr i64 %123, 7
  %141 = call i64 @llvm.fshl.i64(i64 %123, i64 %124, i64 57)
  %142 = trunc i64 %140 to i32
  %143 = lshr i64 %123, 39
  %144 = trunc nuw nsw i64 %143 to i32
  %145 = trunc i64 %141 to i32
  %146 = lshr i64 %141, 32
  %147 = trunc nuw i64 %146 to i32
  br label %168

148:                                              ; preds = %102
  %149 = xor i32 %131, -1
  %150 = and i64 %123, 9223372032559808512
  %151 = xor i64 %133, -1
  %152 = shl i64 %151, 32
  %153 = zext i32 %149 to i64
  %154 = or disjoint i64 %152, %153
  %155 = xor i32 %126, -1
  %156 = zext i32 %155 to i64
  %157 = or disjoint i64 %150, %156
  %158 = lshr i64 %157, 7
  %159 = call i64 @llvm.fshl.i64(i64 %156, i64 %154, i64 57)
  %160 = xor i64 %158, -72057594004373505
  %161 = xor i64 %159, -1
  %162 = trunc i64 %160 to i32
  %163 = lshr i64 %160, 32
  %164 = trunc nuw i64 %163 to i32
  %165 = trunc i64 %161 to i32
  %166 = lshr i64 %161, 32
  %167 = trunc nuw i64 %166 to i32
  br label %168

168:                                              ; preds = %139, %148
  %169 = phi i32 [ %144, %139 ], [ %164, %148 ]
  %170 = phi i32 [ %145, %139 ], [ %165, %148 ]
  %171 = phi i32 [ %147, %139 ], [ %167, %148 ]
  %172 = phi i32 [ %142, %139 ], [ %162, %148 ]
  %173 = insertvalue [4 x i32] poison, i32 %172, 0
  %174 = insertvalue [4 x i32] %173, i32 %169, 1
  %175 = insertvalue [4 x i32] %174, i32 %170, 2
  %176 = insertvalue [4 x i32] %175, i32 %171, 3
  call fastcc void @put_i([4 x i32] %176)
  %177 = call i32 @putchar(i32 10)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %20) #8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %21) #8
  call fastcc void @sdiv(ptr dead_on_unwind nonnull writable sret(%struct.U) align 4 %21, [4 x i32] %135, [4 x i32] [i32 0, i32 0, i32 1000003, i32 0], ptr noundef nonnull %20)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %21) #8
  %178 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6)
  %179 = load i32, ptr %20, align 4
  %180 = insertvalue [4 x i32] poison, i32 %179, 0
  %181 = getelementptr inbounds i8, ptr %20, i32 4
  %182 = load i32, ptr %181, align 4
  %183 = insertvalue [4 x i32] %180, i32 %182, 1
  %184 = getelementptr inbounds i8, ptr %20, i32 8
  %185 = load i32, ptr %184, align 4
  %186 = insertvalue [4 x i32] %183, i32 %185, 2
  %187 = getelementptr inbounds i8, ptr %20, i32 12
  %188 = load i32, ptr %187, align 4
  %189 = insertvalue [4 x i32] %186, i32 %188, 3
  call fastcc void @put_i([4 x i32] %189)
  %190 = call i32 @putchar(i32 10)
  %191 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7)
  call fastcc void @sdiv(ptr dead_on_unwind nonnull writable sret(%struct.U) align 4 %22, [4 x i32] %135, [4 x i32] [i32 -1, i32 -1, i32 -999, i32 -1], ptr noundef null)
  %192 = load i32, ptr %22, align 4
  %193 = insertvalue [4 x i32] poison, i32 %192, 0
  %194 = getelementptr inbounds i8, ptr %22, i32 4
  %195 = load i32, ptr %194, align 4
  %196 = insertvalue [4 x i32] %193, i32 %195, 1
  %197 = getelementptr inbounds i8, ptr %22, i32 8
  %198 = load i32, ptr %197, align 4
  %199 = insertvalue [4 x i32] %196, i32 %198, 2
  %200 = getelementptr inbounds i8, ptr %22, i32 12
  %201 = load i32, ptr %200, align 4
  %202 = insertvalue [4 x i32] %199, i32 %201, 3
  call fastcc void @put_i([4 x i32] %202)
  %203 = call i32 @putchar(i32 10)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %23) #8
  call fastcc void @udivmod(ptr dead_on_unwind nonnull writable sret(%struct.U) align 4 %23, [4 x i32] [i32 -1627607934, i32 -568605487, i32 0, i32 1146988379], [4 x i32] [i32 0, i32 0, i32 1000000007, i32 0], ptr noundef nonnull %20)
  %204 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8)
  %205 = load i32, ptr %23, align 4
  %206 = getelementptr inbounds i8, ptr %23, i32 4
  %207 = load i32, ptr %206, align 4
  %208 = getelementptr inbounds i8, ptr %23, i32 8
  %209 = load i32, ptr %208, align 4
  %210 = getelementptr inbounds i8, ptr %23, i32 12
  %211 = load i32, ptr %210, align 4
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %10) #8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %11) #8
  %212 = getelementptr inbounds i8, ptr %12, i32 8
  %213 = getelementptr inbounds i8, ptr %11, i32 8
  br label %214

214:                                              ; preds = %214, %168
  %215 = phi i32 [ %207, %168 ], [ %227, %214 ]
  %216 = phi i32 [ %205, %168 ], [ %225, %214 ]
  %217 = phi i32 [ %209, %168 ], [ %236, %214 ]
  %218 = phi i32 [ %211, %168 ], [ %238, %214 ]
  %219 = phi i32 [ 0, %168 ], [ %232, %214 ]
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %12) #8
  %220 = insertvalue [4 x i32] poison, i32 %216, 0
  %221 = insertvalue [4 x i32] %220, i32 %215, 1
  %222 = insertvalue [4 x i32] %221, i32 %217, 2
  %223 = insertvalue [4 x i32] %222, i32 %218, 3
  call fastcc void @udivmod(ptr dead_on_unwind nonnull writable sret(%struct.U) align 4 %12, [4 x i32] %223, [4 x i32] [i32 0, i32 0, i32 10, i32 0], ptr noundef nonnull %11)
  %224 = load i64, ptr %12, align 4, !tbaa !5
  %225 = trunc i64 %224 to i32
  %226 = lshr i64 %224, 32
  %227 = trunc nuw i64 %226 to i32
  %228 = load i64, ptr %212, align 4, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %12) #8
  %229 = load i64, ptr %213, align 4, !tbaa !9
  %230 = trunc i64 %229 to i8
  %231 = add i8 %230, 48
  %232 = add nuw nsw i32 %219, 1
  %233 = getelementptr inbounds [64 x i8], ptr %10, i32 0, i32 %219
  store i8 %231, ptr %233, align 1, !tbaa !11
  %234 = or i64 %228, %224
  %235 = icmp eq i64 %234, 0
  %236 = trunc i64 %228 to i32
  %237 = lshr i64 %228, 32
  %238 = trunc nuw i64 %237 to i32
  br i1 %235, label %239, label %214, !llvm.loop !12

239:                                              ; preds = %214, %239
  %240 = phi i32 [ %241, %239 ], [ %232, %214 ]
  %241 = add nsw i32 %240, -1
  %242 = getelementptr inbounds [64 x i8], ptr %10, i32 0, i32 %241
  %243 = load i8, ptr %242, align 1, !tbaa !11
  %244 = sext i8 %243 to i32
  %245 = call i32 @putchar(i32 %244)
  %246 = icmp eq i32 %241, 0
  br i1 %246, label %247, label %239, !llvm.loop !14

247:                                              ; preds = %239
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %11) #8
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %10) #8
  %248 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9)
  %249 = load i32, ptr %20, align 4
  %250 = load i32, ptr %181, align 4
  %251 = load i32, ptr %184, align 4
  %252 = load i32, ptr %187, align 4
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %7) #8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %8) #8
  %253 = getelementptr inbounds i8, ptr %9, i32 8
  %254 = getelementptr inbounds i8, ptr %8, i32 8
  br label %255

255:                                              ; preds = %255, %247
  %256 = phi i32 [ %250, %247 ], [ %268, %255 ]
  %257 = phi i32 [ %249, %247 ], [ %266, %255 ]
  %258 = phi i32 [ %251, %247 ], [ %277, %255 ]
  %259 = phi i32 [ %252, %247 ], [ %279, %255 ]
  %260 = phi i32 [ 0, %247 ], [ %273, %255 ]
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %9) #8
  %261 = insertvalue [4 x i32] poison, i32 %257, 0
  %262 = insertvalue [4 x i32] %261, i32 %256, 1
  %263 = insertvalue [4 x i32] %262, i32 %258, 2
  %264 = insertvalue [4 x i32] %263, i32 %259, 3
  call fastcc void @udivmod(ptr dead_on_unwind nonnull writable sret(%struct.U) align 4 %9, [4 x i32] %264, [4 x i32] [i32 0, i32 0, i32 10, i32 0], ptr noundef nonnull %8)
  %265 = load i64, ptr %9, align 4, !tbaa !5
  %266 = trunc i64 %265 to i32
  %267 = lshr i64 %265, 32
  %268 = trunc nuw i64 %267 to i32
  %269 = load i64, ptr %253, align 4, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %9) #8
  %270 = load i64, ptr %254, align 4, !tbaa !9
  %271 = trunc i64 %270 to i8
  %272 = add i8 %271, 48
  %273 = add nuw nsw i32 %260, 1
  %274 = getelementptr inbounds [64 x i8], ptr %7, i32 0, i32 %260
  store i8 %272, ptr %274, align 1, !tbaa !11
  %275 = or i64 %269, %265
  %276 = icmp eq i64 %275, 0
  %277 = trunc i64 %269 to i32
  %278 = lshr i64 %269, 32
  %279 = trunc nuw i64 %278 to i32
  br i1 %276, label %280, label %255, !llvm.loop !12

280:                                              ; preds = %255, %280
  %281 = phi i32 [ %282, %280 ], [ %273, %255 ]
  %282 = add nsw i32 %281, -1
  %283 = getelementptr inbounds [64 x i8], ptr %7, i32 0, i32 %282
  %284 = load i8, ptr %283, align 1, !tbaa !11
  %285 = sext i8 %284 to i32
  %286 = call i32 @putchar(i32 %285)
  %287 = icmp eq i32 %282, 0
  br i1 %287, label %288, label %280, !llvm.loop !14

288:                                              ; preds = %280
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %8) #8
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %7) #8
  %289 = call i32 @putchar(i32 10)
  %290 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10)
  call fastcc void @udivmod(ptr dead_on_unwind nonnull writable sret(%struct.U) align 4 %24, [4 x i32] [i32 -1985229329, i32 19088743, i32 1985229328, i32 -19088744], [4 x i32] [i32 0, i32 0, i32 1, i32 256], ptr noundef null)
  %291 = load i32, ptr %24, align 4
  %292 = getelementptr inbounds i8, ptr %24, i32 4
  %293 = load i32, ptr %292, align 4
  %294 = getelementptr inbounds i8, ptr %24, i32 8
  %295 = load i32, ptr %294, align 4
  %296 = getelementptr inbounds i8, ptr %24, i32 12
  %297 = load i32, ptr %296, align 4
  %298 = zext i32 %293 to i64
  %299 = shl nuw i64 %298, 32
  %300 = zext i32 %291 to i64
  %301 = or disjoint i64 %299, %300
  %302 = zext i32 %297 to i64
  %303 = shl nuw i64 %302, 32
  %304 = zext i32 %295 to i64
  %305 = or disjoint i64 %303, %304
  %306 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i64 noundef %301, i64 noundef %305)
  %307 = call i32 @putchar(i32 10)
  %308 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11)
  call fastcc void @udivmod(ptr dead_on_unwind nonnull writable sret(%struct.U) align 4 %25, [4 x i32] [i32 -1985229329, i32 19088743, i32 1985229328, i32 -19088744], [4 x i32] [i32 -248153667, i32 2386092, i32 248153666, i32 -2386093], ptr noundef null)
  %309 = load i32, ptr %25, align 4
  %310 = getelementptr inbounds i8, ptr %25, i32 4
  %311 = load i32, ptr %310, align 4
  %312 = getelementptr inbounds i8, ptr %25, i32 8
  %313 = load i32, ptr %312, align 4
  %314 = getelementptr inbounds i8, ptr %25, i32 12
  %315 = load i32, ptr %314, align 4
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %4) #8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %5) #8
  %316 = getelementptr inbounds i8, ptr %6, i32 8
  %317 = getelementptr inbounds i8, ptr %5, i32 8
  br label %318

318:                                              ; preds = %318, %288
  %319 = phi i32 [ %311, %288 ], [ %331, %318 ]
  %320 = phi i32 [ %309, %288 ], [ %329, %318 ]
  %321 = phi i32 [ %313, %288 ], [ %340, %318 ]
  %322 = phi i32 [ %315, %288 ], [ %342, %318 ]
  %323 = phi i32 [ 0, %288 ], [ %336, %318 ]
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %6) #8
  %324 = insertvalue [4 x i32] poison, i32 %320, 0
  %325 = insertvalue [4 x i32] %324, i32 %319, 1
  %326 = insertvalue [4 x i32] %325, i32 %321, 2
  %327 = insertvalue [4 x i32] %326, i32 %322, 3
  call fastcc void @udivmod(ptr dead_on_unwind nonnull writable sret(%struct.U) align 4 %6, [4 x i32] %327, [4 x i32] [i32 0, i32 0, i32 10, i32 0], ptr noundef nonnull %5)
  %328 = load i64, ptr %6, align 4, !tbaa !5
  %329 = trunc i64 %328 to i32
  %330 = lshr i64 %328, 32
  %331 = trunc nuw i64 %330 to i32
  %332 = load i64, ptr %316, align 4, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #8
  %333 = load i64, ptr %317, align 4, !tbaa !9
  %334 = trunc i64 %333 to i8
  %335 = add i8 %334, 48
  %336 = add nuw nsw i32 %323, 1
  %337 = getelementptr inbounds [64 x i8], ptr %4, i32 0, i32 %323
  store i8 %335, ptr %337, align 1, !tbaa !11
  %338 = or i64 %332, %328
  %339 = icmp eq i64 %338, 0
  %340 = trunc i64 %332 to i32
  %341 = lshr i64 %332, 32
  %342 = trunc nuw i64 %341 to i32
  br i1 %339, label %343, label %318, !llvm.loop !12

343:                                              ; preds = %318, %343
  %344 = phi i32 [ %345, %343 ], [ %336, %318 ]
  %345 = add nsw i32 %344, -1
  %346 = getelementptr inbounds [64 x i8], ptr %4, i32 0, i32 %345
  %347 = load i8, ptr %346, align 1, !tbaa !11
  %348 = sext i8 %347 to i32
  %349 = call i32 @putchar(i32 %348)
  %350 = icmp eq i32 %345, 0
  br i1 %350, label %351, label %343, !llvm.loop !14

351:                                              ; preds = %343
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #8
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %4) #8
  %352 = call i32 @putchar(i32 10)
  %353 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12)
  %354 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i64 noundef -9223372036854775808, i64 noundef 0)
  %355 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13)
  %356 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i64 noundef 0, i64 noundef -9223372036854775808)
  %357 = call i32 @putchar(i32 10)
  %358 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14)
  %359 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i64 noundef 7542668687916793819, i64 noundef -7542668687916793820)
  %360 = call i32 @putchar(i32 10)
  br label %420

361:                                              ; preds = %420
  %362 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %1) #8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2) #8
  %363 = getelementptr inbounds i8, ptr %3, i32 8
  %364 = getelementptr inbounds i8, ptr %2, i32 8
  br label %365

365:                                              ; preds = %365, %361
  %366 = phi i32 [ %426, %361 ], [ %378, %365 ]
  %367 = phi i32 [ %427, %361 ], [ %376, %365 ]
  %368 = phi i32 [ %429, %361 ], [ %387, %365 ]
  %369 = phi i32 [ %428, %361 ], [ %389, %365 ]
  %370 = phi i32 [ 0, %361 ], [ %383, %365 ]
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3) #8
  %371 = insertvalue [4 x i32] poison, i32 %367, 0
  %372 = insertvalue [4 x i32] %371, i32 %366, 1
  %373 = insertvalue [4 x i32] %372, i32 %368, 2
  %374 = insertvalue [4 x i32] %373, i32 %369, 3
  call fastcc void @udivmod(ptr dead_on_unwind nonnull writable sret(%struct.U) align 4 %3, [4 x i32] %374, [4 x i32] [i32 0, i32 0, i32 10, i32 0], ptr noundef nonnull %2)
  %375 = load i64, ptr %3, align 4, !tbaa !5
  %376 = trunc i64 %375 to i32
  %377 = lshr i64 %375, 32
  %378 = trunc nuw i64 %377 to i32
  %379 = load i64, ptr %363, align 4, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #8
  %380 = load i64, ptr %364, align 4, !tbaa !9
  %381 = trunc i64 %380 to i8
  %382 = add i8 %381, 48
  %383 = add nuw nsw i32 %370, 1
  %384 = getelementptr inbounds [64 x i8], ptr %1, i32 0, i32 %370
  store i8 %382, ptr %384, align 1, !tbaa !11
  %385 = or i64 %379, %375
  %386 = icmp eq i64 %385, 0
  %387 = trunc i64 %379 to i32
  %388 = lshr i64 %379, 32
  %389 = trunc nuw i64 %388 to i32
  br i1 %386, label %390, label %365, !llvm.loop !12

390:                                              ; preds = %365, %390
  %391 = phi i32 [ %392, %390 ], [ %383, %365 ]
  %392 = add nsw i32 %391, -1
  %393 = getelementptr inbounds [64 x i8], ptr %1, i32 0, i32 %392
  %394 = load i8, ptr %393, align 1, !tbaa !11
  %395 = sext i8 %394 to i32
  %396 = call i32 @putchar(i32 %395)
  %397 = icmp eq i32 %392, 0
  br i1 %397, label %398, label %390, !llvm.loop !14

398:                                              ; preds = %390
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #8
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %1) #8
  %399 = call i32 @putchar(i32 10)
  %400 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef 8670687676799849587, i64 noundef -752820567940820613)
  %401 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef 1, i32 noundef 1, i32 noundef 1)
  br i1 %138, label %409, label %402

402:                                              ; preds = %398
  %403 = add i64 %114, %121
  %404 = add nuw i64 %403, %122
  %405 = uitofp i64 %404 to double
  %406 = uitofp i64 %119 to double
  %407 = call double @llvm.fmuladd.f64(double %405, double 0x43F0000000000000, double %406)
  %408 = fneg double %407
  br label %413

409:                                              ; preds = %398
  %410 = uitofp nneg i64 %123 to double
  %411 = uitofp i64 %124 to double
  %412 = call double @llvm.fmuladd.f64(double %410, double 0x43F0000000000000, double %411)
  br label %413

413:                                              ; preds = %402, %409
  %414 = phi double [ %408, %402 ], [ %412, %409 ]
  %415 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, double noundef 0x47EBC3789A33DF96, double noundef %414)
  %416 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19)
  call fastcc void @put_i([4 x i32] [i32 289215687, i32 -19, i32 0, i32 -1773076480])
  %417 = call i32 @putchar(i32 10)
  %418 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i64 noundef -9223372036854775808, i64 noundef 9223372036854775807, i64 noundef -4611686018427387904, i64 noundef -1, i64 noundef -3074457345618258602, i64 noundef 1)
  %419 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, i64 noundef -1, i64 noundef 6148914691236517205, i64 noundef 5, i64 noundef 9223372036854775807, i64 noundef -1)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %23) #8
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %20) #8
  ret i32 28

420:                                              ; preds = %351, %420
  %421 = phi i32 [ 0, %351 ], [ %454, %420 ]
  %422 = phi i32 [ 0, %351 ], [ %428, %420 ]
  %423 = phi i32 [ 0, %351 ], [ %429, %420 ]
  %424 = phi i32 [ 0, %351 ], [ %426, %420 ]
  %425 = phi i32 [ 0, %351 ], [ %427, %420 ]
  %426 = phi i32 [ 0, %351 ], [ %453, %420 ]
  %427 = phi i32 [ 0, %351 ], [ %451, %420 ]
  %428 = phi i32 [ 0, %351 ], [ %457, %420 ]
  %429 = phi i32 [ 1, %351 ], [ %455, %420 ]
  %430 = zext i32 %424 to i64
  %431 = shl nuw i64 %430, 32
  %432 = zext i32 %425 to i64
  %433 = zext i32 %426 to i64
  %434 = shl nuw i64 %433, 32
  %435 = zext i32 %427 to i64
  %436 = zext i32 %422 to i64
  %437 = shl nuw i64 %436, 32
  %438 = zext i32 %423 to i64
  %439 = or disjoint i64 %437, %438
  %440 = zext i32 %428 to i64
  %441 = shl nuw i64 %440, 32
  %442 = zext i32 %429 to i64
  %443 = or disjoint i64 %441, %442
  %444 = add i64 %443, %439
  %445 = icmp ult i64 %444, %439
  %446 = zext i1 %445 to i64
  %447 = add nuw nsw i64 %432, %435
  %448 = add i64 %447, %434
  %449 = add i64 %448, %431
  %450 = add i64 %449, %446
  %451 = trunc i64 %450 to i32
  %452 = lshr i64 %450, 32
  %453 = trunc nuw i64 %452 to i32
  %454 = add nuw nsw i32 %421, 1
  %455 = trunc i64 %444 to i32
  %456 = lshr i64 %444, 32
  %457 = trunc nuw i64 %456 to i32
  %458 = icmp eq i32 %454, 150
  br i1 %458, label %361, label %420, !llvm.loop !15
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #0

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i32, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: write)
define internal fastcc void @udivmod(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.U) align 4 %0, [4 x i32] %1, [4 x i32] %2, ptr noundef writeonly %3) unnamed_addr #3 {
  %5 = extractvalue [4 x i32] %1, 0
  %6 = extractvalue [4 x i32] %1, 1
  %7 = extractvalue [4 x i32] %1, 2
  %8 = extractvalue [4 x i32] %1, 3
  %9 = getelementptr inbounds i8, ptr %0, i32 8
  %10 = extractvalue [4 x i32] %2, 0
  %11 = extractvalue [4 x i32] %2, 1
  %12 = zext i32 %11 to i64
  %13 = shl nuw i64 %12, 32
  %14 = zext i32 %10 to i64
  %15 = or disjoint i64 %13, %14
  %16 = zext i32 %8 to i64
  %17 = shl nuw i64 %16, 32
  %18 = zext i32 %7 to i64
  %19 = or disjoint i64 %17, %18
  %20 = zext i32 %6 to i64
  %21 = shl nuw i64 %20, 32
  %22 = zext i32 %5 to i64
  %23 = or disjoint i64 %21, %22
  %24 = extractvalue [4 x i32] %2, 3
  %25 = extractvalue [4 x i32] %2, 2
  %26 = zext i32 %24 to i64
  %27 = shl nuw i64 %26, 32
  %28 = zext i32 %25 to i64
  %29 = or disjoint i64 %27, %28
  %30 = xor i64 %15, -1
  %31 = icmp eq i64 %29, 0
  %32 = zext i1 %31 to i64
  %33 = add i64 %32, %30
  br label %36

34:                                               ; preds = %88
  store i64 %90, ptr %9, align 4, !tbaa !9
  store i64 %89, ptr %0, align 4, !tbaa !16
  %35 = icmp eq ptr %3, null
  br i1 %35, label %102, label %96

36:                                               ; preds = %4, %88
  %37 = phi i32 [ 127, %4 ], [ %94, %88 ]
  %38 = phi i32 [ 0, %4 ], [ %93, %88 ]
  %39 = phi i32 [ 0, %4 ], [ %92, %88 ]
  %40 = phi i64 [ 0, %4 ], [ %91, %88 ]
  %41 = phi i64 [ 0, %4 ], [ %90, %88 ]
  %42 = phi i64 [ 0, %4 ], [ %89, %88 ]
  %43 = zext i32 %38 to i64
  %44 = zext i32 %39 to i64
  %45 = shl i64 %43, 33
  %46 = shl nuw nsw i64 %44, 1
  %47 = or disjoint i64 %45, %46
  %48 = lshr i64 %40, 63
  %49 = or disjoint i64 %46, %48
  %50 = shl i64 %40, 1
  %51 = trunc i64 %49 to i32
  %52 = lshr i64 %47, 32
  %53 = trunc nuw i64 %52 to i32
  %54 = icmp ugt i32 %37, 63
  %55 = add nsw i32 %37, -64
  %56 = select i1 %54, i32 %55, i32 %37
  %57 = select i1 %54, i64 %23, i64 %19
  %58 = zext nneg i32 %56 to i64
  %59 = lshr i64 %57, %58
  %60 = and i64 %59, 1
  %61 = or disjoint i64 %60, %50
  %62 = and i64 %47, -4294967296
  %63 = and i64 %49, 4294967295
  %64 = or disjoint i64 %62, %63
  %65 = icmp ult i64 %64, %15
  br i1 %65, label %88, label %66

66:                                               ; preds = %36
  %67 = icmp ne i64 %64, %15
  %68 = icmp uge i64 %61, %29
  %69 = select i1 %67, i1 true, i1 %68
  br i1 %69, label %70, label %88

70:                                               ; preds = %66
  %71 = sub i64 %61, %29
  %72 = icmp ult i64 %71, %61
  %73 = zext i1 %72 to i64
  %74 = add i64 %33, %64
  %75 = add i64 %74, %73
  %76 = trunc i64 %75 to i32
  %77 = lshr i64 %75, 32
  %78 = trunc nuw i64 %77 to i32
  br i1 %54, label %79, label %84

79:                                               ; preds = %70
  %80 = add nsw i32 %37, -64
  %81 = zext nneg i32 %80 to i64
  %82 = shl nuw i64 1, %81
  %83 = or i64 %42, %82
  br label %88

84:                                               ; preds = %70
  %85 = zext nneg i32 %37 to i64
  %86 = shl nuw i64 1, %85
  %87 = or i64 %41, %86
  br label %88

88:                                               ; preds = %36, %66, %84, %79
  %89 = phi i64 [ %83, %79 ], [ %42, %84 ], [ %42, %66 ], [ %42, %36 ]
  %90 = phi i64 [ %41, %79 ], [ %87, %84 ], [ %41, %66 ], [ %41, %36 ]
  %91 = phi i64 [ %71, %79 ], [ %71, %84 ], [ %61, %66 ], [ %61, %36 ]
  %92 = phi i32 [ %76, %79 ], [ %76, %84 ], [ %51, %66 ], [ %51, %36 ]
  %93 = phi i32 [ %78, %79 ], [ %78, %84 ], [ %53, %66 ], [ %53, %36 ]
  %94 = add nsw i32 %37, -1
  %95 = icmp eq i32 %37, 0
  br i1 %95, label %34, label %36, !llvm.loop !17

96:                                               ; preds = %34
  %97 = zext i32 %93 to i64
  %98 = shl nuw i64 %97, 32
  %99 = zext i32 %92 to i64
  %100 = or disjoint i64 %98, %99
  store i64 %100, ptr %3, align 4, !tbaa !5
  %101 = getelementptr inbounds i8, ptr %3, i32 8
  store i64 %91, ptr %101, align 4, !tbaa !5
  br label %102

102:                                              ; preds = %96, %34
  ret void
}

; Function Attrs: nofree nounwind
define internal fastcc void @put_i([4 x i32] %0) unnamed_addr #0 {
  %2 = alloca [64 x i8], align 1
  %3 = alloca %struct.U, align 4
  %4 = alloca %struct.U, align 4
  %5 = alloca [64 x i8], align 1
  %6 = alloca %struct.U, align 4
  %7 = alloca %struct.U, align 4
  %8 = extractvalue [4 x i32] %0, 1
  %9 = icmp sgt i32 %8, -1
  br i1 %9, label %70, label %10

10:                                               ; preds = %1
  %11 = tail call i32 @putchar(i32 45)
  %12 = extractvalue [4 x i32] %0, 0
  %13 = extractvalue [4 x i32] %0, 2
  %14 = extractvalue [4 x i32] %0, 3
  %15 = zext i32 %8 to i64
  %16 = shl nuw i64 %15, 32
  %17 = zext i32 %12 to i64
  %18 = or disjoint i64 %16, %17
  %19 = xor i64 %18, -1
  %20 = zext i32 %14 to i64
  %21 = shl nuw i64 %20, 32
  %22 = zext i32 %13 to i64
  %23 = or disjoint i64 %21, %22
  %24 = icmp eq i64 %23, 0
  %25 = zext i1 %24 to i64
  %26 = add nuw i64 %25, %19
  %27 = trunc i64 %26 to i32
  %28 = lshr i64 %26, 32
  %29 = trunc nuw i64 %28 to i32
  %30 = sub i64 0, %23
  %31 = trunc i64 %30 to i32
  %32 = lshr i64 %30, 32
  %33 = trunc nuw i64 %32 to i32
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %5) #8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %6) #8
  %34 = getelementptr inbounds i8, ptr %7, i32 8
  %35 = getelementptr inbounds i8, ptr %6, i32 8
  br label %36

36:                                               ; preds = %36, %10
  %37 = phi i32 [ %29, %10 ], [ %49, %36 ]
  %38 = phi i32 [ %27, %10 ], [ %47, %36 ]
  %39 = phi i32 [ %31, %10 ], [ %58, %36 ]
  %40 = phi i32 [ %33, %10 ], [ %60, %36 ]
  %41 = phi i32 [ 0, %10 ], [ %54, %36 ]
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %7) #8
  %42 = insertvalue [4 x i32] poison, i32 %38, 0
  %43 = insertvalue [4 x i32] %42, i32 %37, 1
  %44 = insertvalue [4 x i32] %43, i32 %39, 2
  %45 = insertvalue [4 x i32] %44, i32 %40, 3
  call fastcc void @udivmod(ptr dead_on_unwind nonnull writable sret(%struct.U) align 4 %7, [4 x i32] %45, [4 x i32] [i32 0, i32 0, i32 10, i32 0], ptr noundef nonnull %6)
  %46 = load i64, ptr %7, align 4, !tbaa !5
  %47 = trunc i64 %46 to i32
  %48 = lshr i64 %46, 32
  %49 = trunc nuw i64 %48 to i32
  %50 = load i64, ptr %34, align 4, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7) #8
  %51 = load i64, ptr %35, align 4, !tbaa !9
  %52 = trunc i64 %51 to i8
  %53 = add i8 %52, 48
  %54 = add nuw nsw i32 %41, 1
  %55 = getelementptr inbounds [64 x i8], ptr %5, i32 0, i32 %41
  store i8 %53, ptr %55, align 1, !tbaa !11
  %56 = or i64 %50, %46
  %57 = icmp eq i64 %56, 0
  %58 = trunc i64 %50 to i32
  %59 = lshr i64 %50, 32
  %60 = trunc nuw i64 %59 to i32
  br i1 %57, label %61, label %36, !llvm.loop !12

61:                                               ; preds = %36, %61
  %62 = phi i32 [ %63, %61 ], [ %54, %36 ]
  %63 = add nsw i32 %62, -1
  %64 = getelementptr inbounds [64 x i8], ptr %5, i32 0, i32 %63
  %65 = load i8, ptr %64, align 1, !tbaa !11
  %66 = sext i8 %65 to i32
  %67 = call i32 @putchar(i32 %66)
  %68 = icmp eq i32 %63, 0
  br i1 %68, label %69, label %61, !llvm.loop !14

69:                                               ; preds = %61
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #8
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %5) #8
  br label %110

70:                                               ; preds = %1
  %71 = extractvalue [4 x i32] %0, 0
  %72 = extractvalue [4 x i32] %0, 2
  %73 = extractvalue [4 x i32] %0, 3
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %2) #8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3) #8
  %74 = getelementptr inbounds i8, ptr %4, i32 8
  %75 = getelementptr inbounds i8, ptr %3, i32 8
  br label %76

76:                                               ; preds = %76, %70
  %77 = phi i32 [ %8, %70 ], [ %89, %76 ]
  %78 = phi i32 [ %71, %70 ], [ %87, %76 ]
  %79 = phi i32 [ %72, %70 ], [ %98, %76 ]
  %80 = phi i32 [ %73, %70 ], [ %100, %76 ]
  %81 = phi i32 [ 0, %70 ], [ %94, %76 ]
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4) #8
  %82 = insertvalue [4 x i32] poison, i32 %78, 0
  %83 = insertvalue [4 x i32] %82, i32 %77, 1
  %84 = insertvalue [4 x i32] %83, i32 %79, 2
  %85 = insertvalue [4 x i32] %84, i32 %80, 3
  call fastcc void @udivmod(ptr dead_on_unwind nonnull writable sret(%struct.U) align 4 %4, [4 x i32] %85, [4 x i32] [i32 0, i32 0, i32 10, i32 0], ptr noundef nonnull %3)
  %86 = load i64, ptr %4, align 4, !tbaa !5
  %87 = trunc i64 %86 to i32
  %88 = lshr i64 %86, 32
  %89 = trunc nuw i64 %88 to i32
  %90 = load i64, ptr %74, align 4, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #8
  %91 = load i64, ptr %75, align 4, !tbaa !9
  %92 = trunc i64 %91 to i8
  %93 = add i8 %92, 48
  %94 = add nuw nsw i32 %81, 1
  %95 = getelementptr inbounds [64 x i8], ptr %2, i32 0, i32 %81
  store i8 %93, ptr %95, align 1, !tbaa !11
  %96 = or i64 %90, %86
  %97 = icmp eq i64 %96, 0
  %98 = trunc i64 %90 to i32
  %99 = lshr i64 %90, 32
  %100 = trunc nuw i64 %99 to i32
  br i1 %97, label %101, label %76, !llvm.loop !12

101:                                              ; preds = %76, %101
  %102 = phi i32 [ %103, %101 ], [ %94, %76 ]
  %103 = add nsw i32 %102, -1
  %104 = getelementptr inbounds [64 x i8], ptr %2, i32 0, i32 %103
  %105 = load i8, ptr %104, align 1, !tbaa !11
  %106 = sext i8 %105 to i32
  %107 = call i32 @putchar(i32 %106)
  %108 = icmp eq i32 %103, 0
  br i1 %108, label %109, label %101, !llvm.loop !14

109:                                              ; preds = %101
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #8
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %2) #8
  br label %110

110:                                              ; preds = %109, %69
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @sdiv(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.U) align 4 %0, [4 x i32] %1, [4 x i32] %2, ptr noundef writeonly %3) unnamed_addr #4 {
  %5 = alloca %struct.U, align 4
  %6 = alloca %struct.U, align 4
  %7 = extractvalue [4 x i32] %2, 0
  %8 = extractvalue [4 x i32] %2, 1
  %9 = extractvalue [4 x i32] %2, 2
  %10 = extractvalue [4 x i32] %2, 3
  %11 = extractvalue [4 x i32] %1, 1
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %5) #8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %6) #8
  %12 = icmp sgt i32 %11, -1
  %13 = extractvalue [4 x i32] %1, 2
  br i1 %12, label %36, label %14

14:                                               ; preds = %4
  %15 = extractvalue [4 x i32] %1, 0
  %16 = extractvalue [4 x i32] %1, 3
  %17 = zext i32 %11 to i64
  %18 = shl nuw i64 %17, 32
  %19 = zext i32 %15 to i64
  %20 = or disjoint i64 %18, %19
  %21 = xor i64 %20, -1
  %22 = zext i32 %16 to i64
  %23 = shl nuw i64 %22, 32
  %24 = zext i32 %13 to i64
  %25 = or disjoint i64 %23, %24
  %26 = icmp eq i64 %25, 0
  %27 = zext i1 %26 to i64
  %28 = add nuw i64 %27, %21
  %29 = trunc i64 %28 to i32
  %30 = lshr i64 %28, 32
  %31 = trunc nuw i64 %30 to i32
  %32 = sub i64 0, %25
  %33 = trunc i64 %32 to i32
  %34 = lshr i64 %32, 32
  %35 = trunc nuw i64 %34 to i32
  br label %39

36:                                               ; preds = %4
  %37 = extractvalue [4 x i32] %1, 3
  %38 = extractvalue [4 x i32] %1, 0
  br label %39

39:                                               ; preds = %36, %14
  %40 = phi i32 [ %11, %36 ], [ %31, %14 ]
  %41 = phi i32 [ %38, %36 ], [ %29, %14 ]
  %42 = phi i32 [ %13, %36 ], [ %33, %14 ]
  %43 = phi i32 [ %37, %36 ], [ %35, %14 ]
  %44 = icmp sgt i32 %8, -1
  br i1 %44, label %65, label %45

45:                                               ; preds = %39
  %46 = zext i32 %8 to i64
  %47 = shl nuw i64 %46, 32
  %48 = zext i32 %7 to i64
  %49 = or disjoint i64 %47, %48
  %50 = xor i64 %49, -1
  %51 = zext i32 %10 to i64
  %52 = shl nuw i64 %51, 32
  %53 = zext i32 %9 to i64
  %54 = or disjoint i64 %52, %53
  %55 = icmp eq i64 %54, 0
  %56 = zext i1 %55 to i64
  %57 = add nuw i64 %56, %50
  %58 = trunc i64 %57 to i32
  %59 = lshr i64 %57, 32
  %60 = trunc nuw i64 %59 to i32
  %61 = sub i64 0, %54
  %62 = trunc i64 %61 to i32
  %63 = lshr i64 %61, 32
  %64 = trunc nuw i64 %63 to i32
  br label %65

65:                                               ; preds = %39, %45
  %66 = phi i32 [ %64, %45 ], [ %10, %39 ]
  %67 = phi i32 [ %62, %45 ], [ %9, %39 ]
  %68 = phi i32 [ %60, %45 ], [ %8, %39 ]
  %69 = phi i32 [ %58, %45 ], [ %7, %39 ]
  %70 = insertvalue [4 x i32] poison, i32 %41, 0
  %71 = insertvalue [4 x i32] %70, i32 %40, 1
  %72 = insertvalue [4 x i32] %71, i32 %42, 2
  %73 = insertvalue [4 x i32] %72, i32 %43, 3
  %74 = insertvalue [4 x i32] poison, i32 %69, 0
  %75 = insertvalue [4 x i32] %74, i32 %68, 1
  %76 = insertvalue [4 x i32] %75, i32 %67, 2
  %77 = insertvalue [4 x i32] %76, i32 %66, 3
  call fastcc void @udivmod(ptr dead_on_unwind nonnull writable sret(%struct.U) align 4 %6, [4 x i32] %73, [4 x i32] %77, ptr noundef nonnull %5)
  %78 = icmp eq ptr %3, null
  br i1 %78, label %103, label %79

79:                                               ; preds = %65
  br i1 %12, label %102, label %80

80:                                               ; preds = %79
  %81 = load i32, ptr %5, align 4
  %82 = getelementptr inbounds i8, ptr %5, i32 4
  %83 = load i32, ptr %82, align 4
  %84 = getelementptr inbounds i8, ptr %5, i32 8
  %85 = load i32, ptr %84, align 4
  %86 = getelementptr inbounds i8, ptr %5, i32 12
  %87 = load i32, ptr %86, align 4
  %88 = zext i32 %83 to i64
  %89 = shl nuw i64 %88, 32
  %90 = zext i32 %81 to i64
  %91 = or disjoint i64 %89, %90
  %92 = xor i64 %91, -1
  %93 = zext i32 %87 to i64
  %94 = shl nuw i64 %93, 32
  %95 = zext i32 %85 to i64
  %96 = or disjoint i64 %94, %95
  %97 = icmp eq i64 %96, 0
  %98 = zext i1 %97 to i64
  %99 = add i64 %98, %92
  %100 = sub i64 0, %96
  store i64 %99, ptr %3, align 4, !tbaa !5
  %101 = getelementptr inbounds i8, ptr %3, i32 8
  store i64 %100, ptr %101, align 4, !tbaa !5
  br label %103

102:                                              ; preds = %79
  call void @llvm.memcpy.p0.p0.i32(ptr noundef nonnull align 4 dereferenceable(16) %3, ptr noundef nonnull align 4 dereferenceable(16) %5, i32 16, i1 false), !tbaa.struct !18
  br label %103

103:                                              ; preds = %80, %102, %65
  %104 = xor i32 %8, %11
  %105 = icmp sgt i32 %104, -1
  br i1 %105, label %128, label %106

106:                                              ; preds = %103
  %107 = load i32, ptr %6, align 4
  %108 = getelementptr inbounds i8, ptr %6, i32 4
  %109 = load i32, ptr %108, align 4
  %110 = getelementptr inbounds i8, ptr %6, i32 8
  %111 = load i32, ptr %110, align 4
  %112 = getelementptr inbounds i8, ptr %6, i32 12
  %113 = load i32, ptr %112, align 4
  %114 = zext i32 %109 to i64
  %115 = shl nuw i64 %114, 32
  %116 = zext i32 %107 to i64
  %117 = or disjoint i64 %115, %116
  %118 = xor i64 %117, -1
  %119 = zext i32 %113 to i64
  %120 = shl nuw i64 %119, 32
  %121 = zext i32 %111 to i64
  %122 = or disjoint i64 %120, %121
  %123 = icmp eq i64 %122, 0
  %124 = zext i1 %123 to i64
  %125 = add i64 %124, %118
  store i64 %125, ptr %0, align 4, !tbaa !16, !alias.scope !19
  %126 = getelementptr inbounds i8, ptr %0, i32 8
  %127 = sub i64 0, %122
  store i64 %127, ptr %126, align 4, !tbaa !9, !alias.scope !19
  br label %129

128:                                              ; preds = %103
  call void @llvm.memcpy.p0.p0.i32(ptr noundef nonnull align 4 dereferenceable(16) %0, ptr noundef nonnull align 4 dereferenceable(16) %6, i32 16, i1 false), !tbaa.struct !18
  br label %129

129:                                              ; preds = %128, %106
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #8
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #8
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #5

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.fshl.i64(i64, i64, i64) #7

attributes #0 = { nofree nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nofree norecurse nosync nounwind memory(argmem: write) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { nofree norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nofree nounwind }
attributes #7 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"long long", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !6, i64 8}
!10 = !{!"U", !6, i64 0, !6, i64 8}
!11 = !{!7, !7, i64 0}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
!14 = distinct !{!14, !13}
!15 = distinct !{!15, !13}
!16 = !{!10, !6, i64 0}
!17 = distinct !{!17, !13}
!18 = !{i64 0, i64 8, !5, i64 8, i64 8, !5}
!19 = !{!20}
!20 = distinct !{!20, !21, !"neg: argument 0"}
!21 = distinct !{!21, !"neg"}
